// The catalogue's criteria and panel state, started from and kept in the prefill keys (product.md §2.6).
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import type { CatalogueCriteria, StockSource } from '../logic/criteria'
import { readPrefill, writeCriteria, writeFilterOpen } from '../logic/prefill-store'
import { buildProductsRequest } from '../logic/products-query'

const SEARCH_DEBOUNCE_MS = 400

/** `priceStore`: the store whose prices staff see (null: the list prices; buyers: always null). */
export function useCatalogueState(readOnly: boolean, priceStore: number | null = null) {
  const [initial] = useState(readPrefill)
  const [criteria, setCriteria] = useState<CatalogueCriteria>(initial.criteria)
  const [filterOpen, setFilterOpen] = useState(initial.filterOpen)
  const [debouncedSearch] = useDebouncedValue(criteria.search, SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    writeCriteria(criteria)
  }, [criteria])
  useEffect(() => {
    writeFilterOpen(filterOpen)
  }, [filterOpen])

  // The typed text reaches the query only after a pause; everything else at once.
  const request = useMemo(
    () => buildProductsRequest({ ...criteria, search: debouncedSearch }, readOnly, priceStore),
    [criteria, debouncedSearch, readOnly, priceStore],
  )

  const update = (patch: Partial<CatalogueCriteria>) => setCriteria((current) => ({ ...current, ...patch }))
  const setSource = (source: StockSource) =>
    // product.md §2.6: switching to the local source turns 'Hanya Yang Ada' off
    update(source === 'local' ? { source, onlyAvailable: false } : { source })

  return {
    criteria,
    request,
    /** The debounced text the list was asked for (the hint follows the typed text instead). */
    searchedText: debouncedSearch,
    initialScrollY: initial.scrollY,
    filterOpen,
    toggleFilter: () => setFilterOpen((open) => !open),
    update,
    setSource,
  }
}

export type CatalogueState = ReturnType<typeof useCatalogueState>
