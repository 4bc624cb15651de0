import { BarChart } from '@mantine/charts'
import type { RepeatPart } from '../../../../common/reports'
import { ChartFrame } from './chart-frame'

const SHOWN = 10

/** The ten parts ordered most often, as bars (beyond SPEC §2.15); the table below lists all. */
export function RepeatChart({ parts }: { parts: RepeatPart[] }) {
  const top = parts.slice(0, SHOWN)
  if (top.length === 0) return null
  return (
    <ChartFrame
      title={`${top.length} part paling sering dipesan`}
      summary={`Grafik batang: ${top.map((p) => `${p.part_no} ${p.freq} pesanan`).join(', ')}.`}
      header={['Part No', 'Frekuensi']}
      rows={top.map((p) => [p.part_no, p.freq])}
    >
      <BarChart
        h={Math.max(160, top.length * 28)}
        data={top}
        dataKey="part_no"
        orientation="vertical"
        yAxisProps={{ width: 96 }}
        gridAxis="x"
        tickLine="none"
        series={[{ name: 'freq', label: 'Frekuensi', color: 'dipo.6' }]}
      />
    </ChartFrame>
  )
}
