import { Group, Pagination, Text } from '@mantine/core'
import { pageText } from '../logic/messages'

interface PagerProps {
  page: number
  pages: number
  onPage(page: number): void
  /** names the buttons' group for screen readers ('Halaman pratinjau') */
  label: string
}

/** Page buttons of a long list; nothing when it fits on one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  if (pages <= 1) return null
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {pageText(page, pages)}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        // fits a 360 px phone on one line: first, last, this page and its arrows
        siblings={0}
        boundaries={1}
        gap={6}
        aria-label={label}
        getItemProps={(n) => ({ 'aria-label': `Halaman ${n}` })}
        getControlProps={(control) =>
          control === 'next' ? { 'aria-label': 'Halaman berikutnya' } : { 'aria-label': 'Halaman sebelumnya' }
        }
      />
    </Group>
  )
}
