import type { Delivery, DeliverySummary } from '#common/deliveries.ts'
import { DELIVERY_METHOD_LABEL } from '#common/delivery-rules.ts'
import { orderRef } from '../orders'
import type { DeliverySummaryRow, deliveryInScope, itemsOfDelivery } from './queries'

// A delivery as the order's panel and the Surat Jalan answer it.

export function presentSummary(row: DeliverySummaryRow): DeliverySummary {
  return {
    id: Number(row.id),
    number: row.number,
    method: row.method,
    method_label: DELIVERY_METHOD_LABEL[row.method],
    courier: row.courier,
    plate: row.plate,
    tracking: row.tracking,
    date: row.delivered_on,
    recorded_by: row.recorded_by,
    recorded_at: new Date(row.created_at).toISOString(),
    lines: Number(row.lines),
    pieces: Number(row.pieces),
  }
}

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof deliveryInScope>>>
type ItemRow = Awaited<ReturnType<typeof itemsOfDelivery>>[number]

export function presentDelivery(row: DeliveryRow, items: ItemRow[]): Delivery {
  return {
    ...presentSummary(row),
    order: orderRef({ id: row.order_id, no_transaksi: row.no_transaksi, status: row.status }),
    cabang: { kode: row.branch_code, nama: row.branch_name, alamat: row.branch_address, telepon: row.branch_phone },
    toko: { kode: row.store_code, nama: row.store_name, alamat: row.store_address ?? '' },
    items: items.map((i) => ({
      order_item_id: Number(i.order_item_id),
      line_no: i.line_no,
      part_no: i.part_no,
      part_name: i.part_name,
      qty: i.qty,
    })),
  }
}
