// POST /api/osc/qty: live branch stock for at most OSC_MAX_PARTS part numbers per call,
// and how old it is (the X-Stock-As-Of header).
// It reads, though it is a POST (the list does not fit a query string); hooks/use-osc-load.ts
// decides how long to wait for it.
import type { OscQtyRequest, OscQtyResponse } from '#common/catalogue.ts'
import { OSC_MAX_PARTS } from '#common/catalogue-rules.ts'
import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import { apiRequestWithHeaders } from '#web/api/client.ts'

export function chunk<T>(items: readonly T[], size = OSC_MAX_PARTS): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function postOscQty(body: OscQtyRequest, signal?: AbortSignal) {
  return apiRequestWithHeaders<OscQtyResponse>('/osc/qty', { method: 'POST', json: body, signal })
}

export interface OscQuantities {
  qty: OscQtyResponse
  /** how old the stock is (X-Stock-As-Of): the oldest of the chunks' answers; null when unknown */
  stockAsOf: string | null
  /** X-Stock-Stale-Hours: older than this, the screen warns */
  staleHours: number
}

/** Quantities keyed by uppercased part number; the chunks run side by side and share the signal. */
export async function fetchOscQuantities(partNos: readonly string[], signal?: AbortSignal): Promise<OscQuantities> {
  const unique = [...new Set(partNos.map((p) => p.toUpperCase()))]
  const answers = await Promise.all(chunk(unique).map((sto_ids) => postOscQty({ sto_ids }, signal)))
  const times = answers
    .map((a) => a.headers.get('x-stock-as-of'))
    .filter((t): t is string => Boolean(t))
    .sort()
  const hours = Number(answers[0]?.headers.get('x-stock-stale-hours'))
  return {
    qty: Object.assign({}, ...answers.map((a) => a.body)),
    stockAsOf: times[0] ?? null,
    staleHours: Number.isInteger(hours) && hours > 0 ? hours : STOCK_STALE_HOURS_DEFAULT,
  }
}
