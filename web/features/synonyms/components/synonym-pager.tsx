// The list's pages (50 terms each): how many terms the search found, which page this is, and the
// page buttons; nothing but the count when one page holds them all. Fits a 360 px phone: first,
// last, this page and its arrows.
import { Box, Group, Pagination, Text } from '@mantine/core'
import { formatNumber } from '#common/format.ts'
import { pageCount } from '../logic/list-address'
import { SYNONYM_UI } from '../logic/messages'

interface SynonymPagerProps {
  page: number
  total: number
  onPage: (page: number) => void
}

export function SynonymPager({ page, total, onPage }: SynonymPagerProps) {
  const pages = pageCount(total)
  const count = SYNONYM_UI.count(formatNumber(total))
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="synonym-count">
        {pages > 1 ? `${count} · ${SYNONYM_UI.pageOf(page, pages)}` : count}
      </Text>
      {pages > 1 && (
        // a landmark of its own: the page buttons are found and named as one
        <Box component="nav" aria-label={SYNONYM_UI.pages}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            siblings={0}
            boundaries={1}
            gap={6}
            getItemProps={(n) => ({ 'aria-label': `Halaman ${n}` })}
            getControlProps={(control) =>
              control === 'next' ? { 'aria-label': 'Halaman berikutnya' } : { 'aria-label': 'Halaman sebelumnya' }
            }
          />
        </Box>
      )}
    </Group>
  )
}
