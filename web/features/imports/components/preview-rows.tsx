import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { ImportValidateResponse } from '#common/imports.ts'
import { ERROR_ROWS_ONLY, NO_ROWS } from '#web/lib/file-import/messages.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { partNames, visibleRows } from '../logic/rows'
import { PreviewCards } from './preview-cards'
import { PreviewTable } from './preview-table'

/** Table from this width; a card list below it (buyers on phones). */
export const WIDE_QUERY = '(min-width: 48em)'

/** The preview's rows with the 'Baris Error' filter. */
export function PreviewRows({ result }: { result: ImportValidateResponse }) {
  const [errorsOnly, setErrorsOnly] = useState(false)
  const wide = useMedia(WIDE_QUERY)
  const rows = visibleRows(result.rows, errorsOnly)
  const names = useMemo(() => partNames(result.aggregate), [result.aggregate])
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Checkbox label={ERROR_ROWS_ONLY} checked={errorsOnly} onChange={(e) => setErrorsOnly(e.currentTarget.checked)} />
          <Text size="sm" c="dimmed" data-testid="row-count">
            {rows.length} dari {result.rows.length} baris
          </Text>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {NO_ROWS}
          </Text>
        ) : wide ? (
          <PreviewTable rows={rows} names={names} />
        ) : (
          <PreviewCards rows={rows} names={names} />
        )}
      </Stack>
    </Paper>
  )
}
