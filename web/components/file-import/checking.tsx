import { Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { CHECKING } from '#web/lib/file-import/messages.ts'

/** 'Memeriksa file…'; inline, or in the toolbar over a preview being checked again. */
export function CheckingText() {
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text fw={600}>{CHECKING}</Text>
    </Group>
  )
}

/** The first check of a file: words and the preview's shape, never a blank page. */
export function CheckingPanel() {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <CheckingText />
        <Skeleton height={20} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={120} />
      </Stack>
    </Paper>
  )
}
