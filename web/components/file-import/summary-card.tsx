import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatNumber } from '#common/format.ts'
import { SUMMARY_TITLE } from '#web/lib/file-import/messages.ts'

export interface CountTile {
  /** names the tile `count-<key>` for the tests */
  key: string
  label: string
  value: number
  /** the tint: what kind of number it is */
  color: string
}

interface CountGridProps {
  counters: readonly CountTile[]
  /** two columns in the side column, four where the grid has the page's width */
  wide?: boolean
}

/** The file's counters, counted by the server over every row. */
export function CountGrid({ counters, wide = false }: CountGridProps) {
  return (
    <SimpleGrid cols={wide ? { base: 2, sm: 4 } : 2} spacing="xs" verticalSpacing="xs">
      {counters.map((c) => (
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

interface SummaryCardProps {
  /** the checked file's name, when the check was of a file */
  file?: string
  testId: string
  /** the screen's own numbers */
  children: ReactNode
}

/** 'Ringkasan pemeriksaan': the file's name, then what the screen counts. */
export function SummaryCard({ file, testId, children }: SummaryCardProps) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {SUMMARY_TITLE}
          </Title>
          {file && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {file}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}
