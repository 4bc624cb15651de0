// What PostgreSQL announces when a load wrote branches' stock (LISTEN/NOTIFY on this channel):
// the payload is the JSON array of the branches' ids. Sent in the load's transaction, so heard only
// once the stock committed; the back-orders look for their parts at once (server/backorders).
export const STOCK_LOADED_CHANNEL = 'stock_loaded'

/** The branch ids of a notice, or null for a payload this server did not write. */
export function branchesOfNotice(payload: string): number[] | null {
  try {
    const ids: unknown = JSON.parse(payload)
    if (Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isSafeInteger(id) && id > 0)) return ids as number[]
  } catch {}
  return null
}
