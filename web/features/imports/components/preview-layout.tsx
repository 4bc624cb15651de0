import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconFileUpload, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { ImportValidation } from '../hooks/use-import-validation'
import { RESET, UPLOAD_NEW } from '../logic/messages'
import { CheckingText } from './checking'
import { MappingCard } from './mapping-card'
import { PreviewRows } from './preview-rows'
import { SummaryCard } from './summary-card'

/** The side column sits beside the rows from here; on phones everything is one column. */
const SIDE_BY_SIDE = '(min-width: 62em)'

interface PreviewLayoutProps {
  check: ImportValidation
  busy: boolean
  onReset(): void
  onUploadNew(): void
  importPanel: ReactNode
}

/** The preview state: what was read, the summary, the manual mapping, then the import. */
export function PreviewLayout({ check, busy, onReset, onUploadNew, importPanel }: PreviewLayoutProps) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, undefined, { getInitialValueInEffect: false })
  const { result, shownMapping } = check
  if (!result) return null
  const askToMap = check.source?.kind === 'file' && !result.header_found && check.mapping === null
  const summary = <SummaryCard summary={result.summary} />
  const mapping = shownMapping && (
    <MappingCard headers={result.headers} askToMap={askToMap} mapping={shownMapping} onChange={check.setColumn} />
  )
  const rows = <PreviewRows result={result} />
  // the last answer stays readable, dimmed, while the new mapping is checked
  const stale = { opacity: check.checking ? 0.55 : 1, transition: 'opacity 150ms' }
  const toolbar = (
    <Paper withBorder p="xs" pos="sticky" top={0} style={{ zIndex: 3 }}>
      <Group justify="space-between" gap="xs">
        {check.checking ? <CheckingText /> : <Text fw={600}>Hasil pemeriksaan</Text>}
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset} disabled={busy}>
            {RESET}
          </Button>
          <Button variant="light" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={onUploadNew} disabled={busy}>
            {UPLOAD_NEW}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
  if (!sideBySide) {
    return (
      <Stack gap="sm" aria-busy={check.checking}>
        {toolbar}
        <Stack gap="sm" style={stale}>
          {summary}
          {mapping}
          {rows}
          {importPanel}
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
            {mapping}
            {importPanel}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
