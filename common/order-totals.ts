// The one totals function (docs/product.md §10.11): what an order costs, counted as the dealer's
// tax invoice counts it. Both sides draw with it; the server's answer is what an order keeps at
// Kirim Konfirmasi. Whole Rupiah throughout: each line's amount is exact (unit × quantity), DPP
// Nilai Lain and PPN drop their fractions of a Rupiah (rounded down, as the e-Faktur does), and
// Total is Harga Jual plus PPN, so the printed figures always add up.

/** PPN rate in basis points (1200 = 12 %) on a DPP of numerator/denominator of the selling price. */
export interface TaxSettings {
  ppn_rate_bp: number
  dpp_numerator: number
  dpp_denominator: number
}

export interface TotalsLine {
  /** list price per unit */
  price_list: number
  /** what the buyer pays per unit */
  price: number
  qty: number
}

export interface OrderTotals {
  /** the list prices' sum ('Subtotal') */
  subtotal: number
  /** subtotal less harga_jual ('Diskon'); negative if agreed prices are above list */
  diskon: number
  /** the sum of the lines ('Harga Jual') */
  harga_jual: number
  /** 'DPP Nilai Lain' */
  dpp: number
  ppn: number
  total: number
}

export function lineTotal(line: Pick<TotalsLine, 'price' | 'qty'>): number {
  return line.price * line.qty
}

export function orderTotals(lines: readonly TotalsLine[], tax: TaxSettings): OrderTotals {
  let subtotal = 0n
  let hargaJual = 0n
  for (const line of lines) {
    subtotal += BigInt(line.price_list) * BigInt(line.qty)
    hargaJual += BigInt(line.price) * BigInt(line.qty)
  }
  const dpp = (hargaJual * BigInt(tax.dpp_numerator)) / BigInt(tax.dpp_denominator)
  const ppn = (dpp * BigInt(tax.ppn_rate_bp)) / 10_000n
  return {
    subtotal: Number(subtotal),
    diskon: Number(subtotal - hargaJual),
    harga_jual: Number(hargaJual),
    dpp: Number(dpp),
    ppn: Number(ppn),
    total: Number(hargaJual + ppn),
  }
}

/** The quantities of a line an order's totals count, by the order's status (docs/product.md §10.11). */
export interface LineQuantities {
  qty_estimasi: number
  qty_confirmed: number | null
  qty_ordered: number | null
}

/**
 * The quantity an order of `status` counts for a line: the estimate's at Estimasi, the confirmed at
 * Konfirmasi, the ordered at Dipesan and Diproses, and at Batal the confirmed where there is one.
 */
export function countedQty(status: number, line: LineQuantities): number {
  if (status === 1) return line.qty_estimasi
  if (status === 2) return line.qty_confirmed ?? line.qty_estimasi
  if (status === 3 || status === 4) return line.qty_ordered ?? 0
  return line.qty_confirmed ?? line.qty_estimasi
}

/** Tax settings as the API carries them: the rate as a percent (12), the DPP fraction (11/12). */
export interface TaxSettingsAnswer {
  ppn_rate_percent: number
  dpp_numerator: number
  dpp_denominator: number
}

export const taxFromAnswer = (tax: TaxSettingsAnswer): TaxSettings => ({
  ppn_rate_bp: Math.round(tax.ppn_rate_percent * 100),
  dpp_numerator: tax.dpp_numerator,
  dpp_denominator: tax.dpp_denominator,
})

export const taxToAnswer = (tax: TaxSettings): TaxSettingsAnswer => ({
  ppn_rate_percent: tax.ppn_rate_bp / 100,
  dpp_numerator: tax.dpp_numerator,
  dpp_denominator: tax.dpp_denominator,
})
