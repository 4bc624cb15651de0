import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import { REPORT_STATUS_KEYS, type StatusFigures } from '#common/reports.ts'
import { STATUS_LABEL_OF_KEY } from '../logic/report-view'

/** The five cards (product.md §2.15): each status's number of orders and their Rupiah amount. */
export function SummaryCards({ cards }: { cards: StatusFigures | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="md">
      {REPORT_STATUS_KEYS.map((key) => (
        <Paper key={key} withBorder p="sm" radius="md" data-testid={`card-${key}`}>
          <Text size="sm" c="dimmed" fw={600}>
            {STATUS_LABEL_OF_KEY[key]}
          </Text>
          {cards ? (
            <>
              <Text size="xl" fw={700}>
                {cards[key].count.toLocaleString('id-ID')}{' '}
                <Text span size="sm" c="dimmed">
                  pesanan
                </Text>
              </Text>
              <Text size="sm">{formatRupiah(cards[key].amount)}</Text>
            </>
          ) : (
            <Skeleton h={44} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  )
}
