// The print view (product.md §2.11): a clean document is rendered only while the browser prints, so the
// screen keeps one copy of every field. Ctrl+P works too (beforeprint).
import { useCallback, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

export interface PrintMode {
  printing: boolean
  print(): void
}

export function usePrintMode(): PrintMode {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true))
    const after = () => setPrinting(false)
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])
  const print = useCallback(() => {
    flushSync(() => setPrinting(true))
    window.print()
  }, [])
  return { printing, print }
}
