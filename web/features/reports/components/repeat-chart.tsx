import type { RepeatPart } from '#common/reports.ts'
import { ChartFrame } from './chart-frame'
import { PartBars } from './part-bars'

const SHOWN = 10

/** The ten parts ordered most often, as bars (beyond product.md §2.15); the table below lists all. */
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
      <PartBars parts={top} value="freq" label="Frekuensi" color="dipo.6" />
    </ChartFrame>
  )
}
