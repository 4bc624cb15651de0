import { Group, Paper, Progress, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatNumber } from '#common/format.ts'
import type { FulfilmentReport } from '#common/reports.ts'
import { ageBandCounts, averageDaysText, discrepancyBreakdown, discrepancyTotal, ratePercent } from '../logic/fulfilment-view'

/**
 * The five cards after the export (docs/product.md §13.5): how much of what was ordered was
 * delivered, how many back-orders came on time, how long an order took to arrive, what arrived
 * wrong, and what still waits, by age. Two to a row on a phone, like the status cards above.
 */
export function FulfilmentCards({ figures }: { figures: FulfilmentReport }) {
  const f = figures
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <FigureCard
        id="fill-rate"
        label="Fill Rate Pengiriman"
        value={ratePercent(f.fill_rate)}
        detail={`${formatNumber(f.qty_delivered)} dari ${formatNumber(f.qty_ordered)} pcs dikirim`}
      />
      <FigureCard
        id="on-time"
        label="Sisa Pesanan Tepat Waktu"
        value={ratePercent(f.on_time_rate)}
        detail={`${formatNumber(f.backorders_on_time)} dari ${formatNumber(f.backorders_arrived)} tiba tepat waktu`}
      />
      <FigureCard
        id="days"
        label="Rata-rata Dipesan → Diterima"
        value={averageDaysText(f.avg_days_to_receipt)}
        detail={`dari ${formatNumber(f.received_orders)} pesanan diterima`}
      />
      <FigureCard id="selisih" label="Selisih" value={formatNumber(discrepancyTotal(f))} detail={discrepancyBreakdown(f)} />
      <FigureCard id="open" label="Sisa Pesanan Terbuka" value={formatNumber(f.open_backorders)}>
        <AgeBands openByAge={f.open_by_age} />
      </FigureCard>
    </SimpleGrid>
  )
}

function FigureCard(props: { id: string; label: string; value: string; detail?: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`fulfilment-${props.id}`}>
      <Text size="sm" c="dimmed" fw={600}>
        {props.label}
      </Text>
      <Text size="xl" fw={700} data-testid={`fulfilment-${props.id}-value`}>
        {props.value}
      </Text>
      {props.detail && <Text size="sm">{props.detail}</Text>}
      {props.children}
    </Paper>
  )
}

/**
 * Each age band's count, with a bar of its share of the open lines; the numbers carry the meaning,
 * so a screen reader reads the list ('0–7 hari 3'). Two bands a row from a tablet up, so the card
 * stays as short as its neighbours.
 */
function AgeBands({ openByAge }: { openByAge: FulfilmentReport['open_by_age'] }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Umur sisa pesanan terbuka"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      verticalSpacing={2}
      m={0}
      mt={4}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {ageBandCounts(openByAge).map((band) => (
        <li key={band.key}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text span size="xs" c="dimmed">
              {band.label}
            </Text>
            <Text span size="sm" fw={600}>
              {formatNumber(band.count)}
            </Text>
          </Group>
          <Progress value={band.share * 100} size={4} color="orange.6" aria-hidden mb={2} />
        </li>
      ))}
    </SimpleGrid>
  )
}
