import { z } from 'zod'
import { OSC_ABORT_MS } from '#common/catalogue.ts'
import { oscUnavailable, type StockInfo, type StockProvider } from './provider'

// The dealer's stock service: POST {branch, part_nos} -> {items: [{part_no, qty, price?}], as_of?}.
// `as_of` (ISO 8601), when the service says when its figures were taken, is the stock's time;
// otherwise the moment its answer arrived.
const answerSchema = z.object({
  as_of: z.iso.datetime({ offset: true }).optional(),
  items: z.array(
    z.object({
      part_no: z.string(),
      qty: z.number().int().min(0),
      price: z.number().min(0).nullable().optional(),
    }),
  ),
})

export function httpStockProvider(url: string, abortMs = OSC_ABORT_MS, now: () => Date = () => new Date()): StockProvider {
  // per branch, the time of the last answer this instance had
  const answeredAt = new Map<string, Date>()
  return {
    // figures come from the dealer's service, asked after our rows are read
    inStockTable: false,
    async stockTime(branchCode) {
      return answeredAt.get(branchCode) ?? null
    },
    async quantities(branchCode, partNos, signal) {
      const result = new Map<string, StockInfo>()
      if (partNos.length === 0) return result
      const timeout = AbortSignal.timeout(abortMs)
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ branch: branchCode, part_nos: partNos }),
          signal: combined,
        })
      } catch {
        throw oscUnavailable(timeout.aborted ? 'timeout' : 'failed')
      }
      if (!response.ok) throw oscUnavailable('failed')
      let parsed: z.infer<typeof answerSchema>
      try {
        parsed = answerSchema.parse(await response.json())
      } catch {
        throw oscUnavailable(timeout.aborted ? 'timeout' : 'failed')
      }
      answeredAt.set(branchCode, parsed.as_of ? new Date(parsed.as_of) : now())
      const wanted = new Set(partNos)
      for (const item of parsed.items) {
        const partNo = item.part_no.toUpperCase()
        if (wanted.has(partNo)) result.set(partNo, { qty: item.qty, price: item.price ?? null })
      }
      return result
    },
  }
}
