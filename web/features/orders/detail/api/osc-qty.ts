// POST /api/osc/qty: live branch stock for at most 50 part numbers per call (SPEC §7, §9).
import { api } from '../../../../api/client'

export const OSC_CHUNK = 50

export function chunk<T>(items: readonly T[], size = OSC_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Quantities keyed by uppercased part number; the chunks run side by side and share the signal. */
export async function fetchOscQuantities(partNos: readonly string[], signal?: AbortSignal): Promise<Record<string, number>> {
  const unique = [...new Set(partNos.map((p) => p.toUpperCase()))]
  const answers = await Promise.all(
    chunk(unique).map((sto_ids) => api.post<Record<string, number>>('/osc/qty', { sto_ids }, { signal })),
  )
  return Object.assign({}, ...answers)
}
