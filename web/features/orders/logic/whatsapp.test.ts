import { describe, expect, it } from 'vitest'
import { detailView } from './detail-view'
import { buildLines, emptyDraft, totalOf } from './lines'
import { buildItem, buildOrder, READY } from './test-fixtures'
import { orderShareText, waChatUrl, waNumber, waShareUrl } from './whatsapp'

describe('an order as a WhatsApp message', () => {
  const order = buildOrder(3, 'user', [
    buildItem(1, {
      nomor_part: '1230A046',
      qty_confirmed: 2,
      qty_ordered: 2,
      status_part_code: 'ada',
      status_part_code_raw: 1,
      price: 50_000,
    }),
    buildItem(2, {
      nomor_part: 'MR051198',
      qty_estimasi: 5,
      qty_confirmed: 0,
      qty_ordered: 0,
      status_part_code: 'indent',
      status_part_code_raw: 4,
      eta: '2026-12-12',
      price: 11_300,
    }),
  ])
  const lines = buildLines(order, detailView('user', 3), emptyDraft(), { phase: 'idle', qty: {} }, READY)

  it('says the number, status, store, each line with its status and arrival date, the Total with PPN and the link', () => {
    // 2 × 50.000 = 100.000; DPP 11/12 = 91.666; PPN 12% of it = 10.999 (both rounded down)
    expect(orderShareText(order, lines, totalOf(order, lines), 'https://parts.dipo.co.id')).toBe(
      [
        'Pesanan DIPO Parts',
        'No. Transaksi: DPO/JKT01/202611/00042',
        'Status: Dipesan',
        'Toko: BENGKEL SUMBER JAYA MOTOR',
        '- 1230A046 × 2 (Ada)',
        '- MR051198 × 0 (Indent, perkiraan tiba: 12 Des 2026)',
        'Total (termasuk PPN): Rp. 110.999',
        'https://parts.dipo.co.id/user/pesanan/po/42',
      ].join('\n'),
    )
  })

  it('links wa.me with the text encoded, to pick a chat or to the buyer', () => {
    expect(waShareUrl('No. 1 & 2\nRp. 1.000')).toBe('https://wa.me/?text=No.%201%20%26%202%0ARp.%201.000')
    expect(waChatUrl('6281234567890', 'Halo')).toBe('https://wa.me/6281234567890?text=Halo')
  })

  it('writes an Indonesian mobile number the way wa.me wants it, or not at all', () => {
    expect(waNumber('081234567890')).toBe('6281234567890')
    expect(waNumber('+62 812-3456-7890')).toBe('6281234567890')
    expect(waNumber('6281234567890')).toBe('6281234567890')
    expect(waNumber('0211234567')).toBeNull()
    expect(waNumber('0812')).toBeNull()
  })
})
