// What a line's state allows, and how its facts read.
import { OPEN_BACKORDER_STATES } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'

/** Menunggu or Stok Tersedia: it can still be ordered again or given up. */
export const isOpen = (line: Pick<BackorderLine, 'state'>) => OPEN_BACKORDER_STATES.includes(line.state)

/** The chosen lines' ids, as a move sends them. */
export const idsOf = (lines: readonly Pick<BackorderLine, 'id'>[]) => lines.map((line) => line.id)
