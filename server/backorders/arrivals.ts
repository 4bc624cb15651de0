import { sql } from 'kysely'
import { OSC_MAX_PARTS } from '#common/catalogue.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { OrderEvents } from '../order-events'
import type { StockProvider } from '../stock'
import * as q from './queries'
import { recordOnOrigins } from './service'

// A back-ordered part arrives: the branch's stock shows it (at least one), asked of the stock
// provider (the branch's stock table, or the dealer's stock service). Looked for when a stock load
// commits (its NOTIFY, heard by every instance) and every few minutes (the stock service announces
// nothing). The lines become Stok Tersedia, each origin order's timeline records it as the
// portal's own act, and the buyers are told on the channels they chose. One instance at a time
// looks at a branch (an advisory lock); the others skip it.

export interface ArrivalDeps {
  db: Db
  clock: Clock
  stock: StockProvider
  orderEvents: OrderEvents
  log?: { warn(obj: object, msg: string): void }
}

/** An advisory lock's first key: the back-orders' arrival look (the second is the branch id). */
const ARRIVALS_LOCK = 4101

/** Looks at the branches (all with waiting lines when null); answers how many lines became Stok Tersedia. */
export async function checkArrivals(deps: ArrivalDeps, branchIds: number[] | null = null): Promise<number> {
  let moved = 0
  let branches: Awaited<ReturnType<typeof q.waitingParts>>
  try {
    branches = await q.waitingParts(deps.db, branchIds)
  } catch (error) {
    // the database away: its callers (a NOTIFY's listener, a timer) have nobody to throw to
    deps.log?.warn({ err: error }, 'back-order arrival look failed')
    return 0
  }
  for (const branch of branches) {
    try {
      moved += await checkBranch(deps, branch)
    } catch (error) {
      // the stock service away: the next look tries again; the other branches go on
      deps.log?.warn({ err: error, branch: branch.branch_code }, 'back-order arrival look failed')
    }
  }
  return moved
}

async function checkBranch(deps: ArrivalDeps, branch: { branch_id: number; branch_code: string; part_nos: string[] }) {
  const inStock: Array<{ part_no: string; qty: number }> = []
  for (let i = 0; i < branch.part_nos.length; i += OSC_MAX_PARTS) {
    const found = await deps.stock.quantities(branch.branch_code, branch.part_nos.slice(i, i + OSC_MAX_PARTS))
    for (const [part_no, info] of found) if (info.qty > 0) inStock.push({ part_no, qty: info.qty })
  }
  if (inStock.length === 0) return 0
  return deps.orderEvents.transaction(deps.db, async (trx, record) => {
    const locked = await sql<{
      ok: boolean
    }>`select pg_try_advisory_xact_lock(${ARRIVALS_LOCK}, ${branch.branch_id}) as ok`.execute(trx)
    if (!locked.rows[0].ok) return 0
    const at = deps.clock.now()
    const lines = await q.markAvailable(trx, branch.branch_id, inStock, at)
    await recordOnOrigins(trx, record, lines, {
      move: 'tersedia',
      actor: null,
      at,
      detail: (own) => ({ lines: own.map((l) => ({ part_no: l.part_no, qty: l.qty, available: l.available_qty })) }),
      told: 'sisa_tersedia',
    })
    return lines.length
  })
}

/** The periodic look, every `minutes`; stopped with the server. */
export function startArrivalLooks(deps: ArrivalDeps, minutes: number): { close(): void; look(): void } {
  let running: Promise<unknown> | null = null
  const look = () => {
    if (running) return
    running = checkArrivals(deps).finally(() => {
      running = null
    })
  }
  const timer = setInterval(look, minutes * 60_000)
  timer.unref()
  return { close: () => clearInterval(timer), look }
}
