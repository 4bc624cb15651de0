// Kind, state and arrival days of the job history, wrapping on a phone.
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'
import { FEED_KIND_LABEL, FEED_KINDS, FEED_STATE_LABEL, FEED_STATES, type FeedKind, type FeedState } from '#common/feeds.ts'
import { DayField } from '#web/components/day-field.tsx'
import { hasJobFilters, type JobFilters } from '../logic/job-filters'
import { FEEDS_UI } from '../logic/messages'

const KINDS = [{ value: '', label: FEEDS_UI.allKinds }, ...FEED_KINDS.map((k) => ({ value: k, label: FEED_KIND_LABEL[k] }))]
const STATES = [{ value: '', label: FEEDS_UI.allStates }, ...FEED_STATES.map((s) => ({ value: s, label: FEED_STATE_LABEL[s] }))]

interface JobFilterBarProps {
  filters: JobFilters
  set: <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => void
  clear: () => void
  problem: string | null
}

export function JobFilterBar({ filters, set, clear, problem }: JobFilterBarProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" verticalSpacing="xs">
        <Select
          label={FEEDS_UI.kind}
          data={KINDS}
          value={filters.kind}
          onChange={(value) => set('kind', (value ?? '') as FeedKind | '')}
          allowDeselect={false}
        />
        <Select
          label={FEEDS_UI.state}
          data={STATES}
          value={filters.state}
          onChange={(value) => set('state', (value ?? '') as FeedState | '')}
          allowDeselect={false}
        />
        <DayField label={FEEDS_UI.from} value={filters.from} onChange={(day) => set('from', day)} />
        <DayField label={FEEDS_UI.to} value={filters.to} onChange={(day) => set('to', day)} />
        <Group align="flex-end">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={!hasJobFilters(filters)}
            onClick={clear}
          >
            {FEEDS_UI.reset}
          </Button>
        </Group>
      </SimpleGrid>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </>
  )
}
