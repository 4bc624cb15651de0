// The list's search and page, kept in the address (logic/list-address.ts). The search box shows
// each key at once; the address, and so the request, follows a moment after the last key. A search
// replaces the history entry (typing must not fill the back button); a page pressed adds one.
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { listParams, readAddress, writeAddress } from '../logic/list-address'

/** A pause in typing before the list is asked again, as head office's other lists wait. */
const SEARCH_DEBOUNCE_MS = 300

export function useListAddress() {
  const [params, setParams] = useSearchParams()
  const address = readAddress(params)
  const [typed, setTyped] = useState(address.q)
  const committed = useRef(address.q)
  const commit = useDebouncedCallback((q: string) => {
    committed.current = q
    setParams((prev) => writeAddress(prev, { q }), { replace: true })
  }, SEARCH_DEBOUNCE_MS)

  // the address changed from outside (the back button, a link): the box shows it, a pending write is dropped
  useEffect(() => {
    if (address.q === committed.current) return
    committed.current = address.q
    commit.cancel()
    setTyped(address.q)
  }, [address.q, commit])

  return {
    address,
    params: listParams(address),
    search: {
      value: typed,
      onChange: (q: string) => {
        setTyped(q)
        commit(q)
      },
    },
    setPage: (page: number) => setParams((prev) => writeAddress(prev, { page })),
    /** a page past the end (the last term of it deleted, an old link): the last page there is, in place */
    movePage: (page: number) => setParams((prev) => writeAddress(prev, { page }), { replace: true }),
  }
}
