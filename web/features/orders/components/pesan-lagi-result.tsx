// What 'Pesan Lagi' put into the cart: the parts added, the numbers replaced since, and what
// could not go in with its reason; then on to the cart.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { PesanLagiResponse } from '#common/cart.ts'
import { paths } from '#web/lib/paths.ts'
import { PESAN_LAGI } from '../logic/detail-messages'

export function pesanLagiSummary(answer: PesanLagiResponse): string {
  const n = answer.added.length
  return n === 0 ? 'Tidak ada part yang masuk keranjang' : `${n} part masuk keranjang`
}

export function PesanLagiResult({ answer, onClose }: { answer: PesanLagiResponse | null; onClose(): void }) {
  return (
    <Modal opened={answer !== null} onClose={onClose} title={<Text fw={800}>{PESAN_LAGI}</Text>} centered>
      {answer ? (
        <Stack gap="sm" data-testid="pesan-lagi-result">
          <Text fw={700}>{pesanLagiSummary(answer)}</Text>
          {answer.added.length > 0 ? (
            <List size="sm" spacing={2}>
              {answer.added.map((a) => (
                <List.Item key={a.product_id}>
                  <Text span ff="monospace" fw={700}>
                    {a.sto_id}
                  </Text>{' '}
                  × {a.qty}
                  {a.capped ? ' (maks 999 di keranjang)' : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
          {answer.replaced.map((r) => (
            <Text key={r.from} size="sm" c="orange">
              {r.from} sudah diganti: {r.to} yang dimasukkan
            </Text>
          ))}
          {answer.skipped.length > 0 ? (
            <div>
              <Text size="sm" fw={700}>
                Tidak dimasukkan:
              </Text>
              <List size="sm" spacing={2}>
                {answer.skipped.map((s) => (
                  <List.Item key={s.sto_id}>
                    {s.sto_id}: {s.reason}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Tutup
            </Button>
            <Button component={Link} to={paths.cart} onClick={onClose}>
              Buka Keranjang
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
