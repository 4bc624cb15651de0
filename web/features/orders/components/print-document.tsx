// The printed order: header fields and lines with the values on screen, nothing to click.

import { etaText } from '#common/eta.ts'
import { formatDateTime, formatRupiah } from '#common/format.ts'
import type { OrderDetail } from '#common/orders.ts'
import type { DetailView } from '../logic/detail-view'
import type { DetailLine } from '../logic/lines'
import { leadTimeHint } from '../logic/ready-status'
import { storeText } from './order-header'
import classes from './print.module.css'

interface PrintDocumentProps {
  order: OrderDetail
  view: DetailView
  lines: readonly DetailLine[]
  total: number
  orderNote: string
  /** when the paper was printed; now, unless a test fixes it */
  printedAt?: Date
}

const cellValue = (value: number | null) => (value === null ? '-' : String(value))
const statusText = (l: DetailLine) =>
  [l.statusName ?? '-', l.eta ? etaText(l.eta) : leadTimeHint(l.statusName)].filter(Boolean).join(' ')
/** the number delivered, and the one asked for when staff switched it */
const partText = (l: DetailLine) =>
  l.item.nomor_part_diminta ? `${l.item.nomor_part} (diminta ${l.item.nomor_part_diminta})` : l.item.nomor_part

interface PrintColumn {
  title: string
  value(line: DetailLine): string
  numeric?: boolean
}

function printColumns(view: DetailView): PrintColumn[] {
  const optional: Array<PrintColumn | false> = [
    view.showConfirmed && { title: 'Qty Konfirmasi', value: (l) => cellValue(l.confirmed), numeric: true },
    view.showOrdered && { title: 'Qty Dipesan', value: (l) => cellValue(l.ordered), numeric: true },
    view.showStatus && { title: 'Status', value: statusText },
    view.showSellerNote && { title: 'Catatan Staff', value: (l) => l.sellerNote || '-' },
  ]
  return [
    { title: 'Part No', value: partText },
    { title: 'Nama Part', value: (l) => l.item.nama_part },
    { title: 'Harga', value: (l) => formatRupiah(l.item.price), numeric: true },
    { title: 'Qty Estimasi', value: (l) => String(l.item.qty_estimasi), numeric: true },
    ...optional.filter((c): c is PrintColumn => c !== false),
    { title: 'Subtotal', value: (l) => formatRupiah(l.subtotal), numeric: true },
  ]
}

/** The branch's address and phone as head office set them, on one line; empty when it set neither. */
function branchContact(cabang: OrderDetail['cabang']): string {
  return [cabang.alamat, cabang.telepon ? `Telp. ${cabang.telepon}` : ''].filter(Boolean).join(' · ')
}

/** The letterhead a dealer files the paper by: who serves the order, where to reach it, and when it was printed. */
function Letterhead({ order, printedAt }: { order: OrderDetail; printedAt: Date }) {
  const contact = branchContact(order.cabang)
  return (
    <div className={classes.letterhead}>
      <div>
        <div>
          <strong>DIPO Parts</strong> · {order.cabang.nama} (cabang {order.cabang.kode})
        </div>
        {contact && <div>{contact}</div>}
      </div>
      <div>Dicetak {formatDateTime(printedAt)} WIB</div>
    </div>
  )
}

/** Room for the two signatures a paper order carries in a branch. */
function Signatures() {
  return (
    <div className={classes.signatures}>
      {['Dibuat oleh', 'Disetujui oleh'].map((label) => (
        <div key={label} className={classes.signature}>
          <div>{label}</div>
          <div className={classes.signatureLine}>Nama & tanggal</div>
        </div>
      ))}
    </div>
  )
}

export function PrintDocument({ order, view, lines, total, orderNote, printedAt = new Date() }: PrintDocumentProps) {
  const cols = printColumns(view)
  return (
    <div className={classes.printOnly} data-testid="print-document">
      <Letterhead order={order} printedAt={printedAt} />
      <h1 style={{ fontSize: '14pt', margin: '0 0 6pt' }}>Pesanan {order.nomor_invoice}</h1>
      <p style={{ margin: '0 0 8pt' }}>
        Status: {order.status_pesanan} ({order.status_english}) · Tanggal: {formatDateTime(order.tanggal)} · Dibuat Oleh:{' '}
        {order.nama_pembuat_pesanan} · Toko: {storeText(order)}
        <br />
        Catatan Pembeli: {order.catatan_pesanan_user || '-'} · Catatan Staff:{' '}
        {(view.editConfirm ? orderNote : order.catatan_pesanan_seller) || '-'}
      </p>
      <table>
        <thead>
          <tr>
            <th>No.</th>
            {cols.map((c) => (
              <th key={c.title}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.item.order_detail_id}>
              <td>{i + 1}</td>
              {cols.map((c) => (
                <td key={c.title} style={c.numeric ? { textAlign: 'right', whiteSpace: 'nowrap' } : undefined}>
                  {c.value(l)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={cols.length} style={{ textAlign: 'right' }}>
              Total
            </th>
            <th style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatRupiah(total)}</th>
          </tr>
        </tfoot>
      </table>
      <Signatures />
    </div>
  )
}
