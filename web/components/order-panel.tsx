// A panel under an order's lines ('Sisa Pesanan', 'Pengiriman'): a bordered section named by its
// title, the panel's one action at the title's right, and at a desk its lines in a table as
// compact as the order's own. What goes in the table, and what else a panel shows, is its own.
import { Group, Paper, Table, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface OrderPanelProps {
  /** the heading's id: the section is named by its title */
  titleId: string
  title: string
  /** beside the title, e.g. 'Catat Pengiriman' or a link to the full list */
  action?: ReactNode
  /** a button sits on the title's centre line, a link on the text's baseline */
  actionAlign: 'center' | 'baseline'
  /** the page's (its print view leaves the panel out) */
  className?: string
  children: ReactNode
}

export function OrderPanel({ titleId, title, action, actionAlign, className, children }: OrderPanelProps) {
  return (
    <Paper withBorder p="md" mt="md" radius="md" component="section" aria-labelledby={titleId} className={className}>
      <Group justify="space-between" align={actionAlign} mb={4}>
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  )
}

/** A panel's lines at a desk: the header row and the rows are the panel's. */
export function OrderPanelTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={label}>
      {children}
    </Table>
  )
}
