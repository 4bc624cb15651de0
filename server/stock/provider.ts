import { AppError } from '../http/app-error'

/** What the stock service (OSC) knows of one part in one branch. */
export interface StockInfo {
  qty: number
  /** The stock service's own price, when it has one. */
  price: number | null
}

/**
 * Live stock behind one interface (DESIGN §4): `embedded` reads our stock table, `http` asks the
 * dealer's stock service. Part numbers are uppercase; parts the service does not know are absent.
 */
export interface StockProvider {
  readonly kind: 'embedded' | 'http'
  quantities(branchCode: string, partNos: string[], signal?: AbortSignal): Promise<Map<string, StockInfo>>
  /**
   * When the stock answered for the branch was read: the branch's last stock load (embedded), or
   * the stock service's last answer for it (http); null when unknown. Screens show it ('Stok per
   * …'); a provider made for a test may leave it out.
   */
  stockTime?(branchCode: string): Promise<Date | null>
}

export const oscUnavailable = (reason: 'timeout' | 'failed') =>
  new AppError(
    reason === 'timeout' ? 504 : 502,
    reason === 'timeout' ? 'OSC_TIMEOUT' : 'OSC_UNAVAILABLE',
    'Gagal memuat data OSC',
  )
