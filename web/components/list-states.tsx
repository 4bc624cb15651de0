// What a list shows besides its rows, for every list of the app (orders, users, stores):
// skeletons while loading, the empty text, the load error with its retry, and the footer that
// infinite scroll watches (with a 'Muat lagi' button where a list offers one).
import { Button, Card, Center, Group, Loader, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react'

export const RETRY_LABEL = 'Coba lagi'

/** Placeholder rows; `narrowFirst` for a table that opens with a short 'No.' column. */
export function SkeletonRows({
  columns,
  rows = 8,
  narrowFirst = false,
}: {
  columns: number
  rows?: number
  narrowFirst?: boolean
}) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={cell}>
          <Skeleton height={12} my={4} width={narrowFirst && cell === 0 ? 24 : '80%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}

/** Placeholder cards; `withBadge` where the real card has a status badge in its corner. */
export function SkeletonCards({ withBadge = false }: { withBadge?: boolean }) {
  return Array.from({ length: 4 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Card key={index} withBorder padding="sm" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={14} width="55%" />
        {withBadge && <Skeleton height={18} width={80} />}
      </Group>
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

/** The list's own sentence of what failed, with a retry. */
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
  /** what is being loaded, for the spinner's name ('Memuat pesanan berikutnya') */
  loadingLabel: string
  /** the failed next page's sentence, or null */
  errorText: string | null
  onRetry: () => void
  /** a button for whoever would rather click than scroll */
  more?: { label: string; onMore: () => void } | null
}

export function ListFooter({ sentinelRef, loading, loadingLabel, errorText, onRetry, more }: ListFooterProps) {
  let content = null
  if (loading) content = <Loader size="sm" aria-label={loadingLabel} />
  else if (errorText) content = <ErrorMessage text={errorText} onRetry={onRetry} />
  else if (more)
    content = (
      <Button variant="subtle" size="xs" onClick={more.onMore}>
        {more.label}
      </Button>
    )
  return (
    <Center ref={sentinelRef} mih={40} py={4} style={{ flexDirection: 'column' }}>
      {content}
    </Center>
  )
}
