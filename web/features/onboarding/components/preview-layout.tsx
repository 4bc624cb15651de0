import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconFileUpload, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { OnboardingCheck } from '../hooks/use-onboarding-check'
import { RESET, RESULT_TITLE, SUMMARY_TITLE, UPLOAD_NEW } from '../logic/messages'
import { CheckingText } from './checking'
import { MappingCard } from './mapping-card'
import { PreviewRows } from './preview-rows'
import { SummaryCard } from './summary-card'

/** The side column sits beside the rows from here; on phones everything is one column. */
const SIDE_BY_SIDE = '(min-width: 62em)'

interface PreviewLayoutProps {
  check: OnboardingCheck
  busy: boolean
  onReset(): void
  onUploadNew(): void
  savePanel: ReactNode
}

/** The preview state, as the order import lays it out: the rows, the summary, the mapping, then Simpan. */
export function PreviewLayout({ check, busy, onReset, onUploadNew, savePanel }: PreviewLayoutProps) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, undefined, { getInitialValueInEffect: false })
  const { result, shownMapping } = check
  if (!result) return null
  const summary = <SummaryCard title={SUMMARY_TITLE} file={result.file} counts={result.counts} />
  const mapping = shownMapping && (
    <MappingCard
      headers={result.headers}
      askToMap={!result.header_found && check.mapping === null}
      mapping={shownMapping}
      onChange={check.setColumn}
    />
  )
  const rows = <PreviewRows rows={result.rows} />
  // the last answer stays readable, dimmed, while the new mapping is checked
  const stale = { opacity: check.checking ? 0.55 : 1, transition: 'opacity 150ms' }
  // on a phone the bar stays one line under the header: its title is the page's, small buttons
  const size = sideBySide ? 'sm' : 'compact-sm'
  const toolbar = (
    <Paper withBorder p="xs" pos="sticky" top="var(--app-shell-header-offset, 0px)" style={{ zIndex: 3 }}>
      <Group justify={check.checking || sideBySide ? 'space-between' : 'flex-end'} gap="xs">
        {check.checking ? <CheckingText /> : sideBySide && <Text fw={600}>{RESULT_TITLE}</Text>}
        <Group gap="xs">
          <Button
            size={size}
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onReset}
            disabled={busy}
          >
            {RESET}
          </Button>
          <Button
            size={size}
            variant="light"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={onUploadNew}
            disabled={busy}
          >
            {UPLOAD_NEW}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
  if (!sideBySide) {
    // on a phone the counters and Simpan come first: the rows can run to many pages
    return (
      <Stack gap="sm" aria-busy={check.checking}>
        {toolbar}
        <Stack gap="sm" style={stale}>
          {summary}
          {savePanel}
          {mapping}
          {rows}
        </Stack>
      </Stack>
    )
  }
  return (
    <Stack gap="sm" aria-busy={check.checking}>
      {toolbar}
      <Grid gap="sm" align="flex-start" style={stale}>
        <Grid.Col span={8}>{rows}</Grid.Col>
        <Grid.Col span={4}>
          <Stack gap="sm">
            {summary}
            {savePanel}
            {mapping}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
