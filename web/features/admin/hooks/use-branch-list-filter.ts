// What head office's lists that span branches (Staff, Toko) are asked for: the text searched, sent
// a moment after the last key, and the branch chosen (0: every branch); and what their toolbar
// (components/list-toolbar.tsx) shows of it.
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'

/** A pause in typing before the list is asked again: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300

/** The list's query: the branch when one is chosen, the text under the list's own key when typed. */
export type BranchListParams<K extends string> = { branch_id?: number } & Partial<Record<K, string>>

export function useBranchListFilter<K extends string>(textKey: K, branchLabel: string) {
  const [search, setSearch] = useState('')
  const [branchId, setBranchId] = useState(0)
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const params = useMemo(() => {
    const text = debounced.trim()
    return { ...(branchId > 0 ? { branch_id: branchId } : {}), ...(text ? { [textKey]: text } : {}) } as BranchListParams<K>
  }, [debounced, branchId, textKey])
  const toolbar = {
    value: search,
    onChange: setSearch,
    branch: { label: branchLabel, value: branchId, onChange: setBranchId },
  }
  return { params, branchId, toolbar }
}
