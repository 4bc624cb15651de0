import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatNumber } from '../../../../common/format'
import type { OnboardingCounts } from '../../../../common/onboarding'
import { counterList } from '../logic/counters'

interface CountGridProps {
  counts: OnboardingCounts
  /** two columns in the side column, four where the grid has the page's width */
  wide?: boolean
}

/** The file's counters, counted by the server over every row. */
export function CountGrid({ counts, wide = false }: CountGridProps) {
  return (
    <SimpleGrid cols={wide ? { base: 2, sm: 4 } : 2} spacing="xs" verticalSpacing="xs">
      {counterList(counts).map((c) => (
        <Paper key={c.key} bg={`${c.color}.0`} p={8} radius="sm" data-testid={`count-${c.key}`}>
          {/* the tint says the kind; the words stay dark enough to read on every tint */}
          <Text size="xs" c="dark.6">
            {c.label}
          </Text>
          <Text fw={700} size="lg" lh={1.2} data-testid="count-value">
            {formatNumber(c.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

/** 'Ringkasan pemeriksaan': the file's name and its counters. */
export function SummaryCard({ title, file, counts }: { title: string; file?: string; counts: OnboardingCounts }) {
  return (
    <Paper withBorder p="sm" data-testid="onboarding-summary">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {file && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {file}
            </Text>
          )}
        </div>
        <CountGrid counts={counts} />
      </Stack>
    </Paper>
  )
}
