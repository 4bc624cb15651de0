// What the list shows besides rows: skeletons while loading, the empty texts, the load error
// with its retry, and the footer that infinite scroll watches.
import { Button, Card, Center, Group, Loader, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react'
import { loadErrorText, RETRY_LABEL } from '../logic/list-messages'

const SKELETON_ROWS = 8

export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={cell}>
          <Skeleton height={12} my={4} width={cell === 0 ? 24 : '80%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}

export function SkeletonCards() {
  return Array.from({ length: 4 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <Card key={index} withBorder padding="sm" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={14} width="55%" />
        <Skeleton height={18} width={80} />
      </Group>
      <Skeleton height={10} width="70%" mt="sm" />
      <Skeleton height={10} width="40%" mt={8} />
    </Card>
  ))
}

/** 'Tidak ada data', 'Pilih status untuk menampilkan data'. */
export function EmptyMessage({ text }: { text: string }) {
  return (
    <Stack align="center" gap={4} py="xl" c="dimmed">
      <IconInbox size={32} aria-hidden />
      <Text>{text}</Text>
    </Stack>
  )
}

/** 'Gagal memuat: …' with a retry. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Group gap={6} c="red.8" wrap="nowrap">
        <IconAlertTriangle size={18} aria-hidden />
        <Text role="alert" c="red.8">
          {loadErrorText(error)}
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
  onRetry: () => void
}

export function ListFooter({ sentinelRef, loading, error, onRetry }: ListFooterProps) {
  return (
    <Center ref={sentinelRef} mih={40} py={4} style={{ flexDirection: 'column' }}>
      {loading && <Loader size="sm" aria-label="Memuat pesanan berikutnya" />}
      {!loading && error ? <ErrorMessage error={error} onRetry={onRetry} /> : null}
    </Center>
  )
}
