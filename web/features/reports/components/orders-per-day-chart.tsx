import { BarChart } from '@mantine/charts'
import { formatNumber } from '#common/format.ts'
import { type DayCounts, REPORT_STATUS_KEYS, type ReportStatusKey } from '#common/reports.ts'
import { chartRows, STATUS_COLOR_OF_KEY, STATUS_LABEL_OF_KEY } from '../logic/report-view'
import { ChartFrame } from './chart-frame'

/** Orders created per day of the range, stacked by their status now (beyond product.md §2.15). */
export function OrdersPerDayChart({ days }: { days: DayCounts[] }) {
  const rows = chartRows(days)
  const weekly = rows.length < days.length
  const total = days.reduce((n, d) => n + REPORT_STATUS_KEYS.reduce((m, key) => m + d[key], 0), 0)
  return (
    <ChartFrame
      title={weekly ? 'Pesanan per minggu' : 'Pesanan per hari'}
      summary={`Grafik batang bertumpuk: ${total} pesanan dalam ${days.length} hari, per ${weekly ? 'minggu' : 'hari'} dan status.`}
      header={[weekly ? 'Minggu mulai' : 'Tanggal', ...REPORT_STATUS_KEYS.map((k) => STATUS_LABEL_OF_KEY[k])]}
      rows={rows.map((r) => [r.day, ...REPORT_STATUS_KEYS.map((k) => r[k])])}
    >
      <BarChart
        h={220}
        data={rows}
        dataKey="label"
        type="stacked"
        withLegend
        legendProps={{
          verticalAlign: 'bottom',
          height: 40,
          // in status order, as everywhere else, not alphabetically
          itemSorter: (item) => REPORT_STATUS_KEYS.indexOf(item.dataKey as ReportStatusKey),
        }}
        tickLine="none"
        gridAxis="y"
        // counts: whole ticks (never 0,75 pesanan) written the Indonesian way (1.250)
        yAxisProps={{ allowDecimals: false }}
        valueFormatter={formatNumber}
        series={REPORT_STATUS_KEYS.map((key) => ({
          name: key,
          label: STATUS_LABEL_OF_KEY[key],
          color: STATUS_COLOR_OF_KEY[key],
        }))}
      />
    </ChartFrame>
  )
}
