import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core'
import { IconFileUpload, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { RESET, RESULT_TITLE, UPLOAD_NEW } from '#web/lib/file-import/messages.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { CheckingText } from './checking'

/** The side column sits beside the rows from here; on phones everything is one column. */
const SIDE_BY_SIDE = '(min-width: 62em)'

/** The toolbar's ways back to the drop zone, off while the checked file is being sent. */
export interface StartOverProps {
  /** the file's rows are being sent: starting over would lose the answer */
  busy: boolean
  /** no file, no mapping */
  onReset(): void
  /** back to the drop zone, to choose another file */
  onUploadNew(): void
}

interface PreviewLayoutProps extends StartOverProps {
  /** a new mapping is being checked: the last answer stays, dimmed */
  checking: boolean
  summary: ReactNode
  mapping: ReactNode
  rows: ReactNode
  /** what is done with the checked file */
  action: ReactNode
  /** 'before mapping' when a file's rows can run to many pages: a phone reaches the action first */
  actionPlace: 'last' | 'before mapping'
  /** on a phone the bar stays one line under the header: no title (it is the page's), small buttons */
  compactOnPhone: boolean
}

/** The preview state: the rows, and beside them the summary, the manual mapping and the action. */
export function PreviewLayout(props: PreviewLayoutProps) {
  const sideBySide = useMedia(SIDE_BY_SIDE)
  const { checking, summary, mapping, rows, action } = props
  const actionFirst = props.actionPlace === 'before mapping'
  // the last answer stays readable, dimmed, while the new mapping is checked
  const stale = { opacity: checking ? 0.55 : 1, transition: 'opacity 150ms' }
  const toolbar = <PreviewToolbar {...props} compact={props.compactOnPhone && !sideBySide} />
  if (!sideBySide) {
    return (
      <Stack gap="sm" aria-busy={checking}>
        {toolbar}
        <Stack gap="sm" style={stale}>
          {summary}
          {actionFirst && action}
          {mapping}
          {rows}
          {!actionFirst && action}
        </Stack>
      </Stack>
    )
  }
  return (
    <Stack gap="sm" aria-busy={checking}>
      {toolbar}
      <Grid gap="sm" align="flex-start" style={stale}>
        <Grid.Col span={8}>{rows}</Grid.Col>
        <Grid.Col span={4}>
          <Stack gap="sm">
            {summary}
            {actionFirst && action}
            {mapping}
            {!actionFirst && action}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

interface PreviewToolbarProps extends StartOverProps {
  checking: boolean
  compact: boolean
}

/** Sticks under the header: 'Memeriksa file…' or the title, and the ways to start over. */
function PreviewToolbar({ checking, busy, compact, onReset, onUploadNew }: PreviewToolbarProps) {
  const startOver = [
    { label: RESET, variant: 'default', icon: <IconRefresh size={16} aria-hidden />, onClick: onReset },
    { label: UPLOAD_NEW, variant: 'light', icon: <IconFileUpload size={16} aria-hidden />, onClick: onUploadNew },
  ]
  return (
    <Paper withBorder p="xs" pos="sticky" top="var(--app-shell-header-offset, 0px)" style={{ zIndex: 3 }}>
      <Group justify={checking || !compact ? 'space-between' : 'flex-end'} gap="xs">
        {checking ? <CheckingText /> : !compact && <Text fw={600}>{RESULT_TITLE}</Text>}
        <Group gap="xs">
          {startOver.map((b) => (
            <Button
              key={b.label}
              size={compact ? 'compact-sm' : 'sm'}
              variant={b.variant}
              leftSection={b.icon}
              onClick={b.onClick}
              disabled={busy}
            >
              {b.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  )
}
