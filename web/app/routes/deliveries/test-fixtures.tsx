// One delivery's page as its tests render it (delivery-page.test.tsx, delivery-receipt.test.tsx):
// the page at its address, and a delivery of two lines as GET /api/deliveries/9 answers it.
import { Route, Routes } from 'react-router'
import type { Delivery } from '#common/deliveries.ts'
import { renderWithProviders } from '#web/test-utils/render.tsx'
import { DeliveryPage } from './delivery-page'

/** Sent by a driver from JKT01 on 21 Nov: three FILTER OLI and two KAMPAS REM DEPAN, not yet confirmed. */
export const sentDelivery: Delivery = {
  id: 9,
  number: 'SJ/JKT01/202611/0001',
  method: 'dikirim',
  method_label: 'Dikirim',
  courier: 'Budi Santoso',
  plate: 'B 1234 XYZ',
  tracking: 'JNE0001',
  date: '2026-11-21',
  recorded_by: 'staf.satu',
  recorded_at: '2026-11-21T03:00:00.000Z',
  lines: 2,
  pieces: 5,
  order: { id: 42, no_transaksi: 'DPO/JKT01/202611/00042', bucket: 'diproses' },
  cabang: { kode: 'JKT01', nama: 'DIPO Jakarta Pusat', alamat: 'Jl. Gatot Subroto 1', telepon: '021-555' },
  toko: { kode: 'C0012345', nama: 'BENGKEL SUMBER JAYA MOTOR', alamat: 'Jl. Kebon Jeruk 7' },
  items: [
    { order_item_id: 1, line_no: 1, part_no: '1230A046', part_name: 'FILTER OLI', qty: 3, qty_received: null },
    { order_item_id: 2, line_no: 2, part_no: 'MB123456', part_name: 'KAMPAS REM DEPAN', qty: 2, qty_received: null },
  ],
  received: null,
  can_receive: false,
  discrepancies: [],
}

/** The delivery's page as the buyer opens it, or at `path` (/seller/pengiriman/9 for staff). */
export function renderDeliveryPage(path = '/user/pengiriman/9') {
  return renderWithProviders(
    <Routes>
      <Route path="/:area/pengiriman/:id" element={<DeliveryPage />} />
    </Routes>,
    { route: path },
  )
}
