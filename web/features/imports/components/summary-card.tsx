import { Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ImportValidateResponse } from '../../../../common/imports'
import { SUMMARY_TITLE } from '../logic/messages'
import { summaryNumbers } from '../logic/summary'

/** 'Ringkasan pemeriksaan' (SPEC §2.12): unique parts out of 50, the counters, the warnings. */
export function SummaryCard({ summary }: { summary: ImportValidateResponse['summary'] }) {
  const n = summaryNumbers(summary)
  return (
    <Paper withBorder p="sm" data-testid="import-summary">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {SUMMARY_TITLE}
          </Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {summary.file}
          </Text>
        </div>
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Part unik dipakai</Text>
            <Text fw={700} data-testid="unique-used">
              {n.uniqueText}
            </Text>
          </Group>
          <Progress
            value={n.percent}
            mt={4}
            aria-label={`Part unik dipakai ${n.uniqueText}`}
            color={n.percent >= 100 ? 'orange' : 'dipo'}
          />
        </div>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {n.counters.map((c) => (
            <Paper key={c.key} bg={`${c.color}.0`} p={8} radius="sm" data-testid={`count-${c.key}`}>
              <Text size="xs" c={`${c.color}.9`}>
                {c.label}
              </Text>
              <Text fw={700} size="lg" lh={1.2}>
                {c.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Total baris terbaca</Text>
          <Text fw={700} data-testid="total-rows">
            {n.totalRows}
          </Text>
        </Group>
        {n.warnings.length > 0 && (
          <List size="sm" spacing={4} c="orange" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="import-warnings">
            {n.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  )
}
