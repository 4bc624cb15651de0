import { Table, Tooltip, UnstyledButton } from '@mantine/core'
import { REPORT_STATUS_KEYS, type StatusFigures } from '#common/reports.ts'
import { figureTooltip, STATUS_LABEL_OF_KEY } from '../logic/report-view'

/** The five status headers of a per-store or per-user table. */
export function StatusCountHeaders() {
  return REPORT_STATUS_KEYS.map((key) => (
    <Table.Th key={key} ta="right">
      {STATUS_LABEL_OF_KEY[key]}
    </Table.Th>
  ))
}

/** Five counts; each tells 'N pesanan - Rp amount' on hover or focus (product.md §2.15). */
export function StatusCountCells({ figures }: { figures: StatusFigures }) {
  return REPORT_STATUS_KEYS.map((key) => (
    <Table.Td key={key} ta="right">
      <Tooltip label={figureTooltip(figures, key)} withArrow events={{ hover: true, focus: true, touch: true }}>
        <UnstyledButton
          fz="sm"
          mih={24}
          miw={24}
          ta="right"
          aria-label={`${STATUS_LABEL_OF_KEY[key]}: ${figureTooltip(figures, key)}`}
        >
          {figures[key].count}
        </UnstyledButton>
      </Tooltip>
    </Table.Td>
  ))
}
