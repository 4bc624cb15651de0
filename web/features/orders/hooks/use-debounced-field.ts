// A text input over a URL value: typing shows at once, the URL (and so the request) follows
// 400 ms after the last key (product.md §9); a change from outside (chip removed, 'Reset semua', back
// button) replaces what the input shows and drops a pending write. 'Reset semua' remounts the
// inputs (a key), which also drops what was still waiting.
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'

const FILTER_DEBOUNCE_MS = 400

export function useDebouncedField(value: string, commit: (next: string) => void, delay = FILTER_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value)
  const committed = useRef(value)
  const debounced = useDebouncedCallback((next: string) => {
    committed.current = next
    commit(next)
  }, delay)

  useEffect(() => {
    if (value === committed.current) return
    committed.current = value
    debounced.cancel()
    setDraft(value)
  }, [value, debounced])

  function onChange(next: string) {
    setDraft(next)
    debounced(next)
  }

  return [draft, onChange] as const
}
