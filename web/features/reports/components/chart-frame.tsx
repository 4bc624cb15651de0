import '@mantine/charts/styles.css'
import { Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A chart with its text alternative: the picture is one image to a screen reader, named by a
 * sentence that says what it shows, and the numbers it draws follow as a table only screen
 * readers read.
 */
export function ChartFrame(props: {
  title: string
  summary: string
  header: string[]
  rows: Array<Array<string | number>>
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} mb={4}>
        {props.title}
      </Text>
      <div role="img" aria-label={props.summary}>
        {props.children}
      </div>
      <HiddenTable title={props.title} header={props.header} rows={props.rows} />
    </Paper>
  )
}

function HiddenTable(props: { title: string; header: string[]; rows: Array<Array<string | number>> }) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{props.title}</caption>
        <thead>
          <tr>
            {props.header.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={props.header[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </VisuallyHidden>
  )
}
