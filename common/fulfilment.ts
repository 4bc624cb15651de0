// Fulfilment ('Pengiriman'), the second state of a Diproses order (docs/product.md §13.4): derived
// from its deliveries, receipts and discrepancies; the order's status codes 1–5 stay as they are.

export const FULFILMENT_STATES = ['menunggu_kirim', 'dikirim_sebagian', 'dikirim', 'diterima', 'ada_selisih'] as const
export type FulfilmentState = (typeof FULFILMENT_STATES)[number]

export const FULFILMENT_LABEL: Record<FulfilmentState, string> = {
  menunggu_kirim: 'Menunggu kirim',
  dikirim_sebagian: 'Dikirim sebagian',
  dikirim: 'Dikirim',
  diterima: 'Diterima',
  ada_selisih: 'Ada selisih',
}

export interface FulfilmentFacts {
  /** pieces the branch supplies (the export's taken rows) */
  supplied: number
  /** pieces its deliveries took */
  delivered: number
  /** deliveries not yet confirmed received */
  unreceived: number
  /** discrepancies not yet closed */
  openDiscrepancies: number
}

/**
 * An open discrepancy first (someone must act); then nothing sent, part sent, all sent but not
 * all confirmed, all sent and confirmed.
 */
export function fulfilmentOf(f: FulfilmentFacts): FulfilmentState {
  if (f.openDiscrepancies > 0) return 'ada_selisih'
  if (f.delivered <= 0) return 'menunggu_kirim'
  if (f.delivered < f.supplied) return 'dikirim_sebagian'
  return f.unreceived > 0 ? 'dikirim' : 'diterima'
}
