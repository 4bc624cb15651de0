import { AppError } from '../http/app-error'

/** What the stock service (OSC) knows of one part in one branch. */
export interface StockInfo {
  qty: number
  /** The stock service's own price, when it has one. */
  price: number | null
}

/**
 * Live stock behind one interface: the embedded provider reads our stock table, the http one asks
 * the dealer's stock service. Part numbers are uppercase; parts the service does not know are absent.
 */
export interface StockProvider {
  /**
   * True when the provider's figures are our own stock table, which the catalogue's statements
   * already join: availability is then filtered and ordered in SQL and a row's figures are the
   * answer. False when they must be asked for, page by page, after the rows are read.
   */
  readonly inStockTable: boolean
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
