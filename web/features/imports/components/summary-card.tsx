import { Group, List, Progress, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ImportValidateResponse } from '#common/imports.ts'
import { CountGrid, SummaryCard as FileSummary } from '#web/components/file-import/summary-card.tsx'
import { summaryNumbers } from '../logic/summary'

/** One number of the summary, its words on the left. */
function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}

/** 'Ringkasan pemeriksaan' of an order file: unique parts out of 50, the counters, the warnings. */
export function SummaryCard({ summary }: { summary: ImportValidateResponse['summary'] }) {
  const n = summaryNumbers(summary)
  return (
    <FileSummary file={summary.file} testId="import-summary">
      <div>
        <Figure label="Part unik dipakai" value={n.uniqueText} testId="unique-used" />
        <Progress
          value={n.percent}
          mt={4}
          aria-label={`Part unik dipakai ${n.uniqueText}`}
          color={n.percent >= 100 ? 'orange' : 'dipo'}
        />
      </div>
      <CountGrid counters={n.counters} />
      <Figure label="Total baris terbaca" value={n.totalRows} testId="total-rows" />
      {n.warnings.length > 0 && (
        <List size="sm" spacing={4} c="orange" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="import-warnings">
          {n.warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      )}
    </FileSummary>
  )
}
