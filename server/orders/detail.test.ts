import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, type Product, part, READY, signIn } from '../test/order-factories'

// GET /api/orders/{id}: the fields product.md §3 lists for an order detail and its lines, as each role
// may see them, the edit rights per role and status, and the timeline.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let buyer: Agent
let p: Product[]

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  await db
    .updateTable('users')
    .set({ first_name: 'Andi', last_name: 'Wijaya', mobile: '081298765432' })
    .where('id', '=', w.buyer.id)
    .execute()
  // the letterhead of the printout
  await db
    .updateTable('branches')
    .set({ address: 'Jl. Gunung Sahari No. 1, Jakarta', phone: '(021) 555-0101' })
    .where('id', '=', w.jkt.id)
    .execute()
  p = [
    await part(db, { sto_id: '04465-KK010', name: 'KAMPAS REM DEPAN', price: 125_000 }),
    await part(db, { sto_id: '90915-YZZD4', name: 'FILTER OLI', price: 20_000 }),
    await part(db, { sto_id: '28800-0L010', name: 'AKI KERING', price: 950_000 }),
    await part(db, { sto_id: '17801-0Y040', name: 'FILTER UDARA', price: 80_000 }),
  ]
  staff = await signIn(t.app, 'staf.satu')
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

async function detail(agent: Agent, id: number) {
  const res = await agent.get(`/api/orders/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('an order at Konfirmasi', () => {
  let order: Awaited<ReturnType<typeof buildOrder>>
  beforeAll(async () => {
    order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      staff: w.staff,
      status: 2,
      created_at: new Date('2026-11-20T03:00:00Z'),
      note_user: 'Tolong cepat',
      note_seller: 'Stok terbatas',
      lines: [
        {
          product: p[0],
          qty_estimasi: 5,
          qty_confirmed: 3,
          ready_status_id: READY.sebagian,
          qty_osc: 3,
          note_user: 'warna hitam',
          note_seller: 'sisa inden',
        },
        { product: p[1], qty_estimasi: 2, qty_confirmed: 2, ready_status_id: READY.indent, qty_osc: null },
        { product: p[2], qty_estimasi: 1, qty_confirmed: 1, ready_status_id: READY.ada, qty_osc: 10 },
        { product: p[3], qty_estimasi: 4, qty_confirmed: 0, ready_status_id: READY.kosong, qty_osc: 0 },
      ],
    })
  })

  const item = (i: number, osc: number | null) => {
    const rows = [
      ['04465-KK010', 'KAMPAS REM DEPAN', 'sebagian', 2, 5, 3, 'sisa inden', 'warna hitam', 125_000],
      ['90915-YZZD4', 'FILTER OLI', 'indent', 4, 2, 2, null, null, 20_000],
      ['28800-0L010', 'AKI KERING', 'ada', 1, 1, 1, null, null, 950_000],
      ['17801-0Y040', 'FILTER UDARA', 'kosong', 3, 4, 0, null, null, 80_000],
    ] as const
    const [nomor_part, nama_part, code, raw, est, conf, noteSeller, noteUser, price] = rows[i]
    return {
      order_detail_id: order.lineIds[i],
      nomor_part,
      nama_part,
      status_part_code: code,
      status_part_code_raw: raw,
      qty_estimasi: est,
      qty_osc: osc,
      qty_confirmed: conf,
      qty_ordered: null,
      catatan_per_part_seller: noteSeller,
      catatan_per_part_user: noteUser,
      price,
      price_list: price,
      discount_percent: 0,
      price_source: 'daftar',
      extra_discount_percent: 0,
      price_before: null,
      // at Konfirmasi the confirmed quantity counts
      line_total: price * conf,
      eta: null,
      nomor_part_diminta: null,
      pengganti: null,
    }
  }

  it('shows staff every field, the OSC snapshot, and the lines by OSC quantity, most first', async () => {
    expect(await detail(staff, order.id)).toEqual({
      id: order.id,
      role_view: 'seller',
      status_code: 2,
      status_pesanan: 'Konfirmasi',
      status_english: 'Order Confirmation',
      bucket: 'konfirmasi',
      pengiriman: null,
      version: 2,
      allowed_updates: {
        can_update_qty_confirmed: false,
        can_update_qty_ordered: false,
        can_update_notes_seller_now: false,
        can_update_status: false,
        // staff may move an Indent line's date after the confirmation
        can_update_eta: true,
        can_switch_part: false,
      },
      catatan_pesanan_seller: 'Stok terbatas',
      nomor_invoice: 'DPO/JKT01/202611/00001',
      nama_pembuat_pesanan: 'Andi Wijaya',
      // staff see the buyer's number for a WhatsApp chat
      hp_pembuat: '081298765432',
      tanggal: '2026-11-20T03:00:00.000Z',
      toko_pembuat_pesanan: 'TOKO MAJU JAYA',
      kode_toko: 'TK001',
      cabang: { kode: 'JKT01', nama: 'Cabang JKT01', alamat: 'Jl. Gunung Sahari No. 1, Jakarta', telepon: '(021) 555-0101' },
      catatan_pesanan_user: 'Tolong cepat',
      toko: { npwp: '', alamat: '' },
      // OSC 10, 3, 0, and the line without a snapshot last
      items: [item(2, 10), item(0, 3), item(3, 0), item(1, null)],
      // 3 × 125.000 + 2 × 20.000 + 950.000 = 1.365.000; DPP 11/12 = 1.251.250; PPN 12 % = 150.150
      tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
      totals: { subtotal: 1_365_000, diskon: 0, harga_jual: 1_365_000, dpp: 1_251_250, ppn: 150_150, total: 1_515_150 },
      price_valid_until: null,
      batas_diskon_tambahan: 0,
      events: [
        {
          action: 'create',
          status_code: 1,
          status_label: 'Estimasi',
          actor: 'beli.satu',
          timestamp: '2026-11-20T03:00:00.000Z',
          keterangan: null,
        },
        {
          action: 'kirim-konfirmasi',
          status_code: 2,
          status_label: 'Konfirmasi',
          actor: 'staf.satu',
          timestamp: '2026-11-20T03:01:00.000Z',
          keterangan: null,
        },
      ],
    })
  })

  it('shows the buyer the same order without OSC quantities, lines in their own order', async () => {
    const view = await detail(buyer, order.id)
    expect(view.role_view).toBe('user')
    expect(view.hp_pembuat).toBeNull()
    expect(view.items).toEqual([item(0, null), item(1, null), item(2, null), item(3, null)])
    expect(view.allowed_updates).toEqual({
      can_update_qty_confirmed: false,
      can_update_qty_ordered: true,
      can_update_notes_seller_now: false,
      can_update_status: false,
      can_update_eta: false,
      can_switch_part: false,
    })
    // seller notes are shown to the buyer (read-only), the timeline too
    expect(view.catatan_pesanan_seller).toBe('Stok terbatas')
    expect(view.events).toHaveLength(2)
  })
})

describe('each status', () => {
  const FLAGS = (confirmed: boolean, ordered: boolean, eta = false) => ({
    can_update_qty_confirmed: confirmed,
    can_update_qty_ordered: ordered,
    can_update_notes_seller_now: confirmed,
    can_update_status: confirmed,
    can_update_eta: eta,
    // staff switch a replaced part while they confirm
    can_switch_part: confirmed,
  })
  const cases = [
    {
      status: 1,
      label: 'Estimasi',
      english: 'Purchase Requisition',
      bucket: 'estimasi',
      seller: FLAGS(true, false),
      user: FLAGS(false, false),
    },
    {
      status: 2,
      label: 'Konfirmasi',
      english: 'Order Confirmation',
      bucket: 'konfirmasi',
      seller: FLAGS(false, false, true),
      user: FLAGS(false, true),
    },
    {
      status: 3,
      label: 'Dipesan',
      english: 'Purchase Order',
      bucket: 'po',
      seller: FLAGS(false, false, true),
      user: FLAGS(false, false),
    },
    {
      status: 4,
      label: 'Diproses',
      english: 'Processing',
      bucket: 'diproses',
      seller: FLAGS(false, false, true),
      user: FLAGS(false, false),
    },
    { status: 5, label: 'Batal', english: 'Cancel', bucket: 'batal', seller: FLAGS(false, false), user: FLAGS(false, false) },
  ] as const

  it.each(cases)('$status $label: labels, allowed_updates per role, timeline', async (c) => {
    const order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      staff: w.staff2,
      status: c.status,
      lines: [{ product: p[0], qty_estimasi: 6, qty_confirmed: 5, qty_ordered: 4, qty_osc: 7 }],
    })
    const asStaff = await detail(staff, order.id)
    const asBuyer = await detail(buyer, order.id)
    for (const view of [asStaff, asBuyer]) {
      expect(view).toMatchObject({ status_code: c.status, status_pesanan: c.label, status_english: c.english, bucket: c.bucket })
    }
    expect(asStaff.allowed_updates).toEqual(c.seller)
    expect(asBuyer.allowed_updates).toEqual(c.user)
    expect(asStaff.items[0].qty_osc).toBe(c.status === 1 ? null : 7)
    expect(asBuyer.items[0].qty_osc).toBeNull()
    // the quantities each stage has filled in
    const qty = asBuyer.items[0]
    expect([qty.qty_estimasi, qty.qty_confirmed, qty.qty_ordered]).toEqual([
      6,
      c.status === 1 ? null : 5,
      c.status === 3 || c.status === 4 ? 4 : null,
    ])
    expect(qty.status_part_code).toBe(c.status === 1 ? null : 'ada')
    const timeline = {
      1: [['create', 'Estimasi', 'beli.satu']],
      2: [
        ['create', 'Estimasi', 'beli.satu'],
        ['kirim-konfirmasi', 'Konfirmasi', 'staf.dua'],
      ],
      3: [
        ['create', 'Estimasi', 'beli.satu'],
        ['kirim-konfirmasi', 'Konfirmasi', 'staf.dua'],
        ['lanjut-pesan', 'Dipesan', 'beli.satu'],
      ],
      4: [
        ['create', 'Estimasi', 'beli.satu'],
        ['kirim-konfirmasi', 'Konfirmasi', 'staf.dua'],
        ['lanjut-pesan', 'Dipesan', 'beli.satu'],
        ['export', 'Diproses', 'staf.dua'],
      ],
      5: [
        ['create', 'Estimasi', 'beli.satu'],
        ['kirim-konfirmasi', 'Konfirmasi', 'staf.dua'],
        ['batal', 'Batal', 'beli.satu'],
      ],
    }[c.status]
    expect(
      asBuyer.events.map((e: { action: string; status_label: string; actor: string }) => [e.action, e.status_label, e.actor]),
    ).toEqual(timeline)
    expect(asStaff.events).toEqual(asBuyer.events)
  })
})

describe('GET /api/ready-status', () => {
  it('lists the five ready statuses in their order for both roles', async () => {
    const expected = {
      items: [
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Sebagian' },
        { id: 3, name: 'Kosong' },
        { id: 4, name: 'Indent' },
        { id: 5, name: 'Inactive' },
      ],
    }
    expect((await staff.get('/api/ready-status')).json()).toEqual(expected)
    expect((await buyer.get('/api/ready-status')).json()).toEqual(expected)
  })
})
