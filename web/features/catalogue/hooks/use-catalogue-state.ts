// The catalogue's criteria and panel state, started from the address when it names them, else
// from the prefill keys (product.md §2.6), and kept in both (logic/criteria-address.ts).
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CatalogueCriteria, StockSource } from '../logic/criteria'
import { startOfAddress, withStart } from '../logic/criteria-address'
import { readPrefill, writeCriteria, writeFilterOpen } from '../logic/prefill-store'
import { buildProductsRequest } from '../logic/products-query'

const SEARCH_DEBOUNCE_MS = 400

/** `priceStore`: the store whose prices staff see (null: the list prices; buyers: always null). */
export function useCatalogueState(readOnly: boolean, priceStore: number | null = null) {
  const [params, setParams] = useSearchParams()
  const [initial] = useState(() => {
    const kept = readPrefill()
    return { ...(startOfAddress(params) ?? kept), scrollY: kept.scrollY }
  })
  const [criteria, setCriteria] = useState<CatalogueCriteria>(initial.criteria)
  const [filterOpen, setFilterOpen] = useState(initial.filterOpen)
  const [debouncedSearch] = useDebouncedValue(criteria.search, SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    writeCriteria(criteria)
  }, [criteria])
  useEffect(() => {
    writeFilterOpen(filterOpen)
  }, [filterOpen])
  // the address follows the list (the typed text once it is asked for), in place: back leaves the list
  useEffect(() => {
    const next = withStart(params, { criteria: { ...criteria, search: debouncedSearch }, filterOpen })
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true })
  }, [params, setParams, criteria, debouncedSearch, filterOpen])

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
