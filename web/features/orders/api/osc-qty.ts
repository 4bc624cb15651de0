// POST /api/osc/qty: live branch stock for at most OSC_MAX_PARTS part numbers per call (SPEC §7, §9).
// It reads, though it is a POST (the list does not fit a query string); hooks/use-osc-load.ts
// decides how long to wait for it.
import type { OscQtyRequest, OscQtyResponse } from '../../../../common/catalogue'
import { OSC_MAX_PARTS } from '../../../../common/catalogue-rules'
import { api } from '../../../api/client'

export function chunk<T>(items: readonly T[], size = OSC_MAX_PARTS): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function postOscQty(body: OscQtyRequest, signal?: AbortSignal): Promise<OscQtyResponse> {
  return api.post<OscQtyResponse>('/osc/qty', body, { signal })
}

/** Quantities keyed by uppercased part number; the chunks run side by side and share the signal. */
export async function fetchOscQuantities(partNos: readonly string[], signal?: AbortSignal): Promise<OscQtyResponse> {
  const unique = [...new Set(partNos.map((p) => p.toUpperCase()))]
  const answers = await Promise.all(chunk(unique).map((sto_ids) => postOscQty({ sto_ids }, signal)))
  return Object.assign({}, ...answers)
}
