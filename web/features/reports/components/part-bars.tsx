import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { formatNumber } from '#common/format.ts'

/** One horizontal bar per part, part numbers down the side: the shape of both part charts. */
export function PartBars<T extends { part_no: string }>(props: {
  parts: T[]
  value: keyof T & string
  label: string
  color: string
}) {
  return (
    <BarChart
      h={Math.max(150, props.parts.length * 29)}
      data={props.parts}
      dataKey="part_no"
      orientation="vertical"
      yAxisProps={{ width: 96 }}
      // counts and quantities: whole ticks (never 2,25) written the Indonesian way (1.250)
      xAxisProps={{ allowDecimals: false }}
      valueFormatter={formatNumber}
      gridAxis="x"
      tickLine="none"
      series={[{ name: props.value, label: props.label, color: props.color }]}
    />
  )
}
