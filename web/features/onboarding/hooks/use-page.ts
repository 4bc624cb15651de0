// The page of a long list shown now: back to the first whenever the list itself changes (a filter,
// a new answer), and never past the last.
import { useMemo, useState } from 'react'
import { clampPage, PAGE_SIZE, pageCount, pageOf } from '../logic/rows'

export function usePage<T>(rows: readonly T[], size = PAGE_SIZE) {
  const [state, setState] = useState<{ rows: readonly T[]; page: number }>({ rows, page: 1 })
  const page = state.rows === rows ? clampPage(state.page, rows.length, size) : 1
  const shown = useMemo(() => pageOf(rows, page, size), [rows, page, size])
  return {
    page,
    pages: pageCount(rows.length, size),
    shown,
    setPage: (next: number) => setState({ rows, page: next }),
  }
}
