// The lines ticked for a move. Only open lines on screen count: a line that moved (the list
// reloaded after a change elsewhere) or left the filter is no longer chosen.
import { useMemo, useState } from 'react'
import type { BackorderLine } from '#common/backorders.ts'
import { isOpen } from '../logic/lines'

export interface Selection {
  /** the chosen lines, in the list's order */
  chosen: readonly BackorderLine[]
  isChosen: (id: number) => boolean
  toggle: (id: number) => void
  /** every open line on screen, or none when all are chosen */
  toggleAll: () => void
  allChosen: boolean
  /** some, not all */
  someChosen: boolean
  /** how many can be chosen */
  openCount: number
  clear: () => void
}

export function useSelection(rows: readonly BackorderLine[]): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set())
  const open = useMemo(() => rows.filter(isOpen), [rows])
  const chosen = useMemo(() => open.filter((line) => ids.has(line.id)), [open, ids])
  const allChosen = open.length > 0 && chosen.length === open.length
  return {
    chosen,
    isChosen: (id) => ids.has(id) && open.some((line) => line.id === id),
    toggle: (id) =>
      setIds((before) => {
        const next = new Set(before)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    toggleAll: () => setIds(allChosen ? new Set() : new Set(open.map((line) => line.id))),
    allChosen,
    someChosen: chosen.length > 0 && !allChosen,
    openCount: open.length,
    clear: () => setIds(new Set()),
  }
}
