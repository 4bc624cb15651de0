import * as rq from './receipt-queries'
import type { DeliveryDeps } from './service'

// A delivery nobody confirmed counts as received once its branch's number of Jakarta days has
// passed since its day (docs/product.md §13.3): the portal confirms it in full, as 'sistem', and
// records it on the order's timeline. Every instance looks every few minutes; a delivery another
// instance holds is skipped (FOR UPDATE SKIP LOCKED), so each is confirmed once.

const BATCH = 200

export interface AutoReceiptDeps extends DeliveryDeps {
  log?: { warn(obj: object, msg: string): void }
}

/** Confirms the overdue deliveries, a batch per transaction; answers how many. Never throws. */
export async function confirmOverdue(deps: AutoReceiptDeps): Promise<number> {
  let total = 0
  try {
    for (;;) {
      const done = await deps.orderEvents.transaction(deps.db, async (trx, record) => {
        const now = deps.clock.now()
        const overdue = await rq.lockOverdue(trx, now, BATCH)
        for (const d of overdue) {
          const lines = await rq.deliveryLines(trx, d.id)
          await rq.markReceived(trx, d.id, {
            at: now,
            by: null,
            role: 'sistem',
            lines: lines.map((l) => ({ order_item_id: Number(l.order_item_id), qty_received: l.qty })),
          })
          await record(
            trx,
            {
              order_id: d.order_id,
              action: 'terima-barang',
              from_status: d.status,
              to_status: d.status,
              actor_id: null,
              actor_role: 'sistem',
              detail: JSON.stringify({ delivery_id: d.id, number: d.number, role: 'sistem', discrepancies: [] }),
              created_at: now,
            },
            {
              order_id: d.order_id,
              status: d.status,
              store_id: d.store_id,
              branch_id: d.branch_id,
              no_transaksi: d.no_transaksi,
              told: null,
              shown: true,
            },
          )
        }
        return overdue.length
      })
      total += done
      if (done < BATCH) return total
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'automatic delivery receipt failed')
    return total
  }
}

/** The periodic look, every `minutes`; stopped with the server. */
export function startAutoReceipts(deps: AutoReceiptDeps, minutes: number): { close(): void } {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = confirmOverdue(deps).finally(() => {
      running = null
    })
  }, minutes * 60_000)
  timer.unref()
  return { close: () => clearInterval(timer) }
}
