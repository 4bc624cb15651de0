import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import type { OnboardingRow } from '#common/onboarding.ts'
import { ERROR_ROWS_ONLY, NO_ROWS } from '#web/lib/file-import/messages.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { usePage } from '../hooks/use-page'
import { NO_ERROR_ROWS, rowCountText } from '../logic/messages'
import { visibleRows } from '../logic/rows'
import { Pager } from './pager'
import { PreviewCards } from './preview-cards'
import { PreviewTable } from './preview-table'

/** Table from this width; a card list below it. */
export const WIDE_QUERY = '(min-width: 48em)'

/**
 * The preview's rows with the 'Baris Error' filter. The filter runs over every row of the file;
 * the screen renders one page of 100 (a file may hold tens of thousands).
 */
export function PreviewRows({ rows }: { rows: readonly OnboardingRow[] }) {
  const [errorsOnly, setErrorsOnly] = useState(false)
  const wide = useMedia(WIDE_QUERY)
  const filtered = useMemo(() => visibleRows(rows, errorsOnly), [rows, errorsOnly])
  const { page, pages, shown, setPage } = usePage(filtered)
  const top = useRef<HTMLDivElement>(null)
  const pager = (atBottom: boolean) => (
    <Pager
      page={page}
      pages={pages}
      label="Halaman pratinjau"
      onPage={(next) => {
        setPage(next)
        // from the buttons under the rows: the new page is read from its first row
        if (atBottom) top.current?.scrollIntoView({ block: 'start' })
      }}
    />
  )
  return (
    <Paper withBorder p="sm" ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 64px)' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Checkbox label={ERROR_ROWS_ONLY} checked={errorsOnly} onChange={(e) => setErrorsOnly(e.currentTarget.checked)} />
          <Text size="sm" c="dimmed" data-testid="row-count">
            {rowCountText(filtered.length, rows.length)}
          </Text>
        </Group>
        {pager(false)}
        {filtered.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {errorsOnly ? NO_ERROR_ROWS : NO_ROWS}
          </Text>
        ) : wide ? (
          <PreviewTable rows={shown} />
        ) : (
          <PreviewCards rows={shown} />
        )}
        {pager(true)}
      </Stack>
    </Paper>
  )
}
