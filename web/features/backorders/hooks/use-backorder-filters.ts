// The lists' filters: a choice applies at once, a typed part number or store 300 ms after the last key.
import { useListFilters } from '#web/lib/use-list-filters.ts'
import { backorderParams, NO_BACKORDER_FILTERS } from '../logic/filters'

const TYPING_SETTLE_MS = 300

export const useBackorderFilters = () => useListFilters(NO_BACKORDER_FILTERS, backorderParams, TYPING_SETTLE_MS)
