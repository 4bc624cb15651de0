// What a buyer does with his request: 'Tambah ke Keranjang' puts the latest answer's parts in his
// cart with one tap (then says how many, with 'Buka Keranjang'), 'Kirim Pesan' writes back to the
// branch, 'Tutup Permintaan' ends it.
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { MESSAGE_MAX, type PartRequest, type PartRequestCartResponse, PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import type { CartHandoff } from '#web/lib/cart-handoff.ts'
import { paths } from '#web/lib/paths.ts'
import { useAddAnswerToCart, useClosePartRequest, useReplyPartRequest } from '../api/write'
import { useRequestAction } from '../hooks/use-request-action'
import { REQUEST_UI } from '../logic/messages'
import { CloseButton } from './close-button'

function Added({ answer }: { answer: PartRequestCartResponse }) {
  const skipped = answer.skipped.map((s) => `${s.sto_id} (${s.reason})`).join(', ')
  return (
    <Alert color="teal" role="status">
      <Stack gap="xs">
        {T.added(answer.added.length)}
        {skipped ? <span>{REQUEST_UI.skipped(skipped)}</span> : null}
        <Button component={Link} to={paths.cart} size="sm" style={{ alignSelf: 'flex-start' }}>
          {REQUEST_UI.openCart}
        </Button>
      </Stack>
    </Alert>
  )
}

export function BuyerActions({ request, cart }: { request: PartRequest; cart: CartHandoff }) {
  const action = useRequestAction(request.id)
  const addToCart = useAddAnswerToCart(request.id, cart)
  const reply = useReplyPartRequest(request.id)
  const close = useClosePartRequest(request.id)
  const [added, setAdded] = useState<PartRequestCartResponse | null>(null)
  const [message, setMessage] = useState('')
  return (
    <Stack gap="sm">
      {request.can_add_to_cart ? (
        <Button
          size="md"
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          loading={action.busy && addToCart.isPending}
          onClick={() => void action.run(async () => setAdded(await addToCart.mutateAsync(request.version)))}
        >
          {T.addToCart}
        </Button>
      ) : null}
      {added ? <Added answer={added} /> : null}
      {request.can_reply ? (
        <Stack gap="xs">
          <Textarea
            label={T.message}
            placeholder={REQUEST_UI.replyPlaceholder}
            rows={2}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Button
              variant="light"
              disabled={message.trim() === ''}
              loading={action.busy && reply.isPending}
              onClick={() =>
                void action.run(async () => {
                  await reply.mutateAsync({ version: request.version, message })
                  setMessage('')
                  notifications.show({ color: 'green', message: T.replied })
                })
              }
            >
              {T.reply}
            </Button>
            {request.can_close ? (
              <CloseButton
                disabled={action.busy}
                onClose={() =>
                  void action.run(async () => {
                    await close.mutateAsync(request.version)
                    notifications.show({ color: 'green', message: T.closed })
                  })
                }
              />
            ) : null}
          </Group>
        </Stack>
      ) : null}
      {action.failure ? (
        <Alert color="red" role="alert">
          {action.failure}
        </Alert>
      ) : null}
    </Stack>
  )
}
