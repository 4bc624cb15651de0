import { Button, Group, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { RepeatPart } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { saveFile } from '#web/lib/save-file.ts'
import type { ReportScope } from '../api/get-report'
import { repeatCsv, repeatCsvName } from '../logic/csv'
import { byFrequency } from '../logic/report-view'
import { PartOrdersModal } from './part-orders-modal'
import { RepeatChart } from './repeat-chart'
import { RepeatTable } from './repeat-table'

/** The Repeat tab (product.md §2.15): the parts workshops order again and again, with their orders. */
export function RepeatTab(props: {
  role: Role
  range: ReportScope
  parts: RepeatPart[]
  openPart: string | null
  onOpenPart: (partNo: string | null) => void
  onShowTimeline: (invoice: string) => void
}) {
  const parts = byFrequency(props.parts)
  function exportCsv() {
    const blob = new Blob([repeatCsv(parts)], { type: 'text/csv;charset=utf-8' })
    saveFile({ fileName: repeatCsvName(props.range), blob })
  }
  return (
    <Stack gap="sm">
      <RepeatChart parts={parts} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>Top 50 by frequency</Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          disabled={parts.length === 0}
        >
          Export Repeat Part CSV
        </Button>
      </Group>
      <RepeatTable parts={parts} onOpen={(part) => props.onOpenPart(part.part_no)} />
      <PartOrdersModal
        role={props.role}
        range={props.range}
        partNo={props.openPart}
        onClose={() => props.onOpenPart(null)}
        onShowTimeline={props.onShowTimeline}
      />
    </Stack>
  )
}
