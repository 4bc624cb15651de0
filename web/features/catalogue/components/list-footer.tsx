import { Button, Center, Loader, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { RETRY_LABEL } from '../logic/messages'

interface ListFooterProps {
  sentinelRef: (node: HTMLElement | null) => void
  loading: boolean
  /** The last page failed, or the list stopped loading by itself: the visitor asks again. */
  retry: { message: string | null; onRetry: () => void } | null
}

/** The end of the list: what infinite scroll watches, a spinner, or the 'Refresh...' button. */
export function ListFooter({ sentinelRef, loading, retry }: ListFooterProps) {
  return (
    <Center ref={sentinelRef} mih={48} py="sm" style={{ flexDirection: 'column', gap: 8 }}>
      {loading && <Loader size="sm" aria-label="Memuat produk berikutnya" />}
      {!loading && retry && (
        <>
          {retry.message && (
            <Text size="sm" c="red.8" role="alert">
              {retry.message}
            </Text>
          )}
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry.onRetry}>
            {RETRY_LABEL}
          </Button>
        </>
      )}
    </Center>
  )
}
