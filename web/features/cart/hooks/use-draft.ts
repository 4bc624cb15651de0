// An input's own text while the buyer types. The cart cache may be rewritten underneath (sync,
// reorder, reload); a focused input keeps what is being typed and catches up once left.
import { useEffect, useRef, useState } from 'react'

export function useDraft(value: string) {
  const [draft, setDraft] = useState(value)
  const focused = useRef(false)

  useEffect(() => {
    if (!focused.current) setDraft(value)
  }, [value])

  return {
    draft,
    setDraft,
    onFocus: () => {
      focused.current = true
    },
    /** Leaves the input: it shows the stored value again unless `keep` is set. */
    onBlur: (keep = false) => {
      focused.current = false
      if (!keep) setDraft(value)
    },
  }
}
