// The thread of a request: each message by the buyer or the branch, oldest first; a branch's answer
// lists its parts with quantity, note and the store's own price.
import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import type { AnswerLine, PartRequestMessage } from '#common/part-requests.ts'
import { REQUEST_UI } from '../logic/messages'

function Line({ line }: { line: AnswerLine }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-part-no={line.part_no}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={700}>
          {line.part_no}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line.name}
        </Text>
        {line.note ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line.note}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={700}>
          {formatRupiah(line.price)}
        </Text>
        {line.discount_percent > 0 ? (
          <Text size="xs" c="dimmed" td="line-through">
            {formatRupiah(line.price_list)}
          </Text>
        ) : null}
        <Text size="xs">
          {line.qty} {line.unit}
        </Text>
      </Stack>
    </Group>
  )
}

function Message({ message }: { message: PartRequestMessage }) {
  const branch = message.side === 'seller'
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg={branch ? 'var(--mantine-color-teal-light)' : undefined}
      ml={branch ? 0 : 'xl'}
      mr={branch ? 'xl' : 0}
      data-side={message.side}
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {message.author} · {REQUEST_UI.when(message.created_at)}
        </Text>
        {message.body ? <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{message.body}</Text> : null}
        {message.lines.length > 0 ? (
          <Stack component="ul" gap="xs" aria-label={REQUEST_UI.fromBranch} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {message.lines.map((line) => (
              <li key={line.part_no}>
                <Line line={line} />
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  )
}

export function RequestThread({ messages }: { messages: readonly PartRequestMessage[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {REQUEST_UI.thread}
      </Title>
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm">
          {REQUEST_UI.noAnswer}
        </Text>
      ) : (
        messages.map((m) => <Message key={m.id} message={m} />)
      )}
    </Stack>
  )
}
