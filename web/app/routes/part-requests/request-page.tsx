// One request (product.md §14.4) at /{user|seller}/tanya-part/:id: what was asked, the thread, and
// below it the buyer's actions (the cart is handed in from the cart feature) or the staff's answer.
import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { ApiError } from '#web/api/client.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { cartHandoff } from '#web/features/cart/hooks/use-cart.ts'
import { usePartRequest } from '#web/features/part-requests/api/read.ts'
import { AnswerForm } from '#web/features/part-requests/components/answer-form.tsx'
import { BuyerActions } from '#web/features/part-requests/components/buyer-actions.tsx'
import { RequestFacts } from '#web/features/part-requests/components/request-facts.tsx'
import { RequestThread } from '#web/features/part-requests/components/request-thread.tsx'
import { REQUEST_UI } from '#web/features/part-requests/logic/messages.ts'
import { requestIdOf } from '#web/features/part-requests/logic/request-address.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { partRequestPaths } from './paths'

function Body({ id, side }: { id: number; side: 'user' | 'seller' }) {
  const query = usePartRequest(id)
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <Alert color="red" role="alert">
        {missing ? T.notFound : `${REQUEST_UI.loadFailed} ${callFailure(query.error).message}`}
      </Alert>
    )
  }
  const request = query.data
  if (!request) return <Skeleton h={320} />
  return (
    <Stack gap="md">
      <RequestFacts request={request} showStore={side === 'seller'} />
      <RequestThread messages={request.messages} />
      {side === 'user' ? <BuyerActions request={request} cart={cartHandoff} /> : null}
      {side === 'seller' && request.can_answer ? <AnswerForm request={request} /> : null}
    </Stack>
  )
}

export function RequestPage({ side }: { side: 'user' | 'seller' }) {
  const id = requestIdOf(useParams().id)
  return (
    <Stack gap="md" maw={720}>
      <Group>
        <Anchor component={Link} to={partRequestPaths.list(side)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {REQUEST_UI.back}
          </Group>
        </Anchor>
      </Group>
      <PageHeader title={T.title} />
      {id === null ? (
        <Alert color="red" role="alert">
          {T.notFound}
        </Alert>
      ) : (
        <Body id={id} side={side} />
      )}
    </Stack>
  )
}
