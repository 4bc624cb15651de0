import type { Delivery, DeliverySummary } from '#common/deliveries.ts'
import { DELIVERY_METHOD_LABEL } from '#common/delivery-rules.ts'
import { DISCREPANCY_KIND_LABEL, RECEIVED_ROLE_LABEL, RESOLUTION_LABEL } from '#common/receipt-rules.ts'
import type { Discrepancy } from '#common/receipts.ts'
import { orderRef } from '../orders'
import type { DeliverySummaryRow, deliveryInScope, itemsOfDelivery } from './queries'
import type { DiscrepancyRow } from './receipt-queries'

// A delivery as the order's panel and the Surat Jalan answer it, and a discrepancy as its lists do.

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

export function presentDelivery(
  row: DeliveryRow,
  items: ItemRow[],
  extra: Pick<Delivery, 'can_receive' | 'discrepancies'>,
): Delivery {
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
      qty_received: i.qty_received,
    })),
    received:
      row.received_at && row.received_role
        ? {
            at: new Date(row.received_at).toISOString(),
            role: row.received_role,
            role_label: RECEIVED_ROLE_LABEL[row.received_role],
            by: row.received_by,
          }
        : null,
    ...extra,
  }
}

export function presentDiscrepancy(row: DiscrepancyRow): Discrepancy {
  return {
    id: Number(row.id),
    delivery: { id: Number(row.delivery_id), number: row.number },
    order: orderRef({ id: row.order_id, no_transaksi: row.no_transaksi, status: row.status }),
    toko: row.store_name,
    kode_toko: row.store_code,
    order_item_id: Number(row.order_item_id),
    part_no: row.part_no,
    part_name: row.part_name,
    qty_sent: row.qty_sent,
    qty_received: row.qty_received,
    kind: row.kind,
    kind_label: DISCREPANCY_KIND_LABEL[row.kind],
    note: row.note,
    photos: row.photos,
    state: row.state,
    resolution: row.resolution,
    resolution_label: row.resolution ? RESOLUTION_LABEL[row.resolution] : null,
    resolution_note: row.resolution_note,
    created_at: new Date(row.created_at).toISOString(),
    closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
  }
}
