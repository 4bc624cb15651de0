// Kind, state and arrival days of the job history, wrapping on a phone.
import { FEED_KIND_LABEL, FEED_KINDS, FEED_STATE_LABEL, FEED_STATES } from '#common/feeds.ts'
import { DayField } from '#web/components/day-field.tsx'
import { FilterBar, FilterChoice } from '#web/components/filter-bar.tsx'
import type { FilterBarState } from '#web/lib/use-list-filters.ts'
import { type JobFilters, NO_JOB_FILTERS } from '../logic/job-filters'
import { FEEDS_UI } from '../logic/messages'

const KIND_CHOICE = { label: FEEDS_UI.kind, all: FEEDS_UI.allKinds, options: FEED_KINDS, labels: FEED_KIND_LABEL }
const STATE_CHOICE = { label: FEEDS_UI.state, all: FEEDS_UI.allStates, options: FEED_STATES, labels: FEED_STATE_LABEL }

export function JobFilterBar(state: FilterBarState<JobFilters>) {
  const { filters, set } = state
  return (
    <FilterBar state={state} none={NO_JOB_FILTERS} cols={{ base: 1, xs: 2, md: 5 }} resetLabel={FEEDS_UI.reset}>
      <FilterChoice {...KIND_CHOICE} value={filters.kind} onChange={(kind) => set('kind', kind)} />
      <FilterChoice {...STATE_CHOICE} value={filters.state} onChange={(state) => set('state', state)} />
      <DayField label={FEEDS_UI.from} value={filters.from} onChange={(day) => set('from', day)} />
      <DayField label={FEEDS_UI.to} value={filters.to} onChange={(day) => set('to', day)} />
    </FilterBar>
  )
}
