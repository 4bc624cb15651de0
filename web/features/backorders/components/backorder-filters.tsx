// State, part number, store (staff) and 'Lama' only: the lists' filters, wrapping on a phone.
import { Checkbox, Group, Select, TextInput } from '@mantine/core'
import { BACKORDER_STATE_FILTER_LABEL, BACKORDER_STATE_FILTERS, type BackorderStateFilter } from '#common/backorder-rules.ts'
import { FilterBar } from '#web/components/filter-bar.tsx'
import type { FilterBarState } from '#web/lib/use-list-filters.ts'
import { type BackorderFilters, NO_BACKORDER_FILTERS } from '../logic/filters'
import { BACKORDER_UI } from '../logic/messages'

const STATE_DATA = BACKORDER_STATE_FILTERS.map((value) => ({ value, label: BACKORDER_STATE_FILTER_LABEL[value] }))

export function BackorderFilterBar({ staff, ...state }: FilterBarState<BackorderFilters> & { staff: boolean }) {
  const { filters, set } = state
  return (
    <FilterBar
      state={state}
      none={NO_BACKORDER_FILTERS}
      cols={{ base: 1, xs: 2, md: staff ? 5 : 4 }}
      resetLabel={BACKORDER_UI.reset}
      fold={BACKORDER_UI.fold}
    >
      <Select
        label={BACKORDER_UI.state}
        data={STATE_DATA}
        value={filters.state}
        onChange={(picked) => set('state', (picked ?? NO_BACKORDER_FILTERS.state) as BackorderStateFilter)}
        allowDeselect={false}
      />
      <TextInput
        label={BACKORDER_UI.part}
        placeholder={BACKORDER_UI.partPlaceholder}
        value={filters.part}
        onChange={(e) => set('part', e.currentTarget.value)}
        maxLength={40}
        autoComplete="off"
      />
      {staff ? (
        <TextInput
          label={BACKORDER_UI.store}
          placeholder={BACKORDER_UI.storePlaceholder}
          value={filters.store}
          onChange={(e) => set('store', e.currentTarget.value)}
          maxLength={100}
          autoComplete="off"
        />
      ) : null}
      <Group align="flex-end" h="100%" pb={8}>
        <Checkbox label={BACKORDER_UI.lamaOnly} checked={filters.lama} onChange={(e) => set('lama', e.currentTarget.checked)} />
      </Group>
    </FilterBar>
  )
}
