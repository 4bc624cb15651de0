import { Button, Loader, Paper, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

interface CommitPanelProps {
  /** the button's words, idle and while the call is out */
  label: string
  busyLabel: string
  icon: ReactNode
  /** the check allows it (a token, something to send) */
  ready: boolean
  /** a new mapping is being checked: the answer on screen is about to change */
  checking: boolean
  busy: boolean
  onCommit(): void
  /** said above the button */
  above?: ReactNode
  /** said under it */
  below?: ReactNode
}

/** What is done with the checked file: one wide button, off until the check allows it. */
export function CommitPanel({ label, busyLabel, icon, ready, checking, busy, onCommit, above, below }: CommitPanelProps) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        {above}
        <Button
          size="md"
          fullWidth
          leftSection={busy ? <Loader size={16} color="gray" /> : icon}
          disabled={!ready || checking || busy}
          onClick={onCommit}
        >
          {busy ? busyLabel : label}
        </Button>
        {below}
      </Stack>
    </Paper>
  )
}
