// The frame of a record's modal (a store, an account, a staff member, a branch, a feed job):
// centred, full screen on a phone where a dialog over the page has no room; and the parts a
// detail shows while its record loads, when it failed, and a labelled value.
import { Alert, Button, Center, Loader, Modal, type ModalProps, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useMedia } from '#web/lib/use-media.ts'
import { PHONE_QUERY } from '../lib/media'

interface DetailModalProps {
  opened: boolean
  onClose: () => void
  title: ReactNode
  size?: ModalProps['size']
  children: ReactNode
}

export function DetailModal({ opened, onClose, title, size, children }: DetailModalProps) {
  const phone = useMedia(PHONE_QUERY)
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone} centered>
      {children}
    </Modal>
  )
}

export function DetailLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  )
}

/** The record could not be loaded: the sentence and a button that asks again. */
export function DetailFailed({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {text}
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  )
}

export function DetailField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}
