// What the lists show besides rows: skeletons, the empty text, a load error with its retry, and
// the footer that infinite scroll watches (with 'Muat lagi' for whoever would rather click).
import { Button, Card, Center, Group, Loader, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react'
import { LOAD_MORE_LABEL, MORE_LOAD_FAILED, RETRY_LABEL } from '../logic/messages'

const SKELETONS = 6

export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETONS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={cell}>
          <Skeleton height={12} my={4} width="80%" />
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}

export function SkeletonCards() {
  return Array.from({ length: 4 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Card key={index} withBorder padding="sm" aria-hidden>
      <Skeleton height={14} width="55%" />
      <Skeleton height={10} width="70%" mt="sm" />
      <Skeleton height={10} width="40%" mt={8} />
    </Card>
  ))
}

export function EmptyMessage({ text }: { text: string }) {
  return (
    <Stack align="center" gap={4} py="xl" c="dimmed">
      <IconInbox size={32} aria-hidden />
      <Text>{text}</Text>
    </Stack>
  )
}

export function ErrorMessage({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Group gap={6} c="red.8" wrap="nowrap">
        <IconAlertTriangle size={18} aria-hidden />
        <Text role="alert" c="red.8">
          {text}
        </Text>
      </Group>
      <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </Stack>
  )
}

interface ListFooterProps {
  sentinelRef: (node: HTMLElement | null) => void
  loading: boolean
  error: unknown
  hasMore: boolean
  onMore: () => void
  onRetry: () => void
}

export function ListFooter({ sentinelRef, loading, error, hasMore, onMore, onRetry }: ListFooterProps) {
  let content = null
  if (loading) content = <Loader size="sm" aria-label="Memuat data berikutnya" />
  else if (error) content = <ErrorMessage text={MORE_LOAD_FAILED} onRetry={onRetry} />
  else if (hasMore)
    content = (
      <Button variant="subtle" size="xs" onClick={onMore}>
        {LOAD_MORE_LABEL}
      </Button>
    )
  return (
    <Center ref={sentinelRef} mih={40} py={4} style={{ flexDirection: 'column' }}>
      {content}
    </Center>
  )
}
