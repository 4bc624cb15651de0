import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatNumber } from '#common/format.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { usePage } from '../hooks/use-page'
import { Pager } from './pager'
import { WIDE_QUERY } from './preview-rows'

interface PagedSectionProps<T> {
  title: string
  rows: readonly T[]
  /** one page of rows: a table where `wide`, cards or lines on a phone */
  render(rows: readonly T[], wide: boolean): ReactNode
  /** above the rows (a button, a warning) */
  top?: ReactNode
  testId: string
}

/** A titled list of the save's result, one page of 100 at a time (a file may make thousands). */
export function PagedSection<T>({ title, rows, render, top, testId }: PagedSectionProps<T>) {
  const wide = useMedia(WIDE_QUERY) ?? false
  const { page, pages, shown, setPage } = usePage(rows)
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title} ({formatNumber(rows.length)})
        </Title>
        {top}
        <Pager page={page} pages={pages} onPage={setPage} label={`Halaman ${title}`} />
        {render(shown, wide)}
      </Stack>
    </Paper>
  )
}
