// Desktop lines: one dense table with a sticky header; staff keep their hands on the keyboard.
import { Box, Table, Text } from '@mantine/core'
import { NO_LINES } from '../logic/detail-messages'
import type { DetailLine } from '../logic/lines'
import { type CellContext, type Column, columnsFor } from './line-columns'

/** the page header and the action bar stay visible beside the lines */
const SCROLL_MAX_HEIGHT = 'max(320px, calc(100dvh - 190px))'

interface LineTableProps {
  lines: readonly DetailLine[]
  ctx: CellContext
}

function HeadRow({ columns }: { columns: Column[] }) {
  return (
    <Table.Tr>
      <Table.Th w={44}>No.</Table.Th>
      {columns.map((c) => (
        <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined} style={c.wrapTitle ? undefined : { whiteSpace: 'nowrap' }}>
          {c.title}
        </Table.Th>
      ))}
    </Table.Tr>
  )
}

export function LineTable({ lines, ctx }: LineTableProps) {
  const columns = columnsFor(ctx.view, { print: ctx.print, extraCap: ctx.extraCap })
  return (
    // one scroll box for both axes, so the header row stays in view over a long order; it takes the
    // keyboard's focus itself, since a read-only order has nothing inside it to tab to (WCAG 2.1.1)
    <Box style={{ overflow: 'auto', maxHeight: SCROLL_MAX_HEIGHT }} tabIndex={0} role="region" aria-label="Daftar part">
      <Table
        miw={ctx.view.editConfirm ? 1180 : 860}
        striped
        highlightOnHover
        stickyHeader={!ctx.print}
        verticalSpacing={6}
        // thirteen columns for staff at Estimasi: the kit's 10 px a side pushed Jumlah off a 1280 px desk
        horizontalSpacing={6}
        fz="sm"
        withTableBorder
        data-testid="order-lines"
      >
        <Table.Thead>
          <HeadRow columns={columns} />
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {NO_LINES}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            lines.map((line, index) => (
              <Table.Tr key={line.item.order_detail_id} data-testid="order-line" data-part={line.item.nomor_part}>
                <Table.Td>{index + 1}</Table.Td>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.numeric ? 'right' : undefined}
                    style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                  >
                    {c.cell(line, ctx)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
