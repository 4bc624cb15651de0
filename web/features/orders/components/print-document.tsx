// The printed order: header fields, the store it is for, the lines with their prices and the totals
// with PPN as on screen (docs/product.md §10.10–§10.11), nothing to click.

import type { ReactNode } from 'react'
import { etaText } from '#common/eta.ts'
import { formatDateTime, formatNumber, formatRupiah } from '#common/format.ts'
import type { OrderTotals } from '#common/order-totals.ts'
import type { OrderDetail } from '#common/orders.ts'
import { formatNpwp } from '#common/store-rules.ts'
import printPage from '#web/components/print.module.css'
import type { DetailView } from '../logic/detail-view'
import { discountText, validUntilText } from '../logic/line-money'
import type { DetailLine } from '../logic/lines'
import { leadTimeHint } from '../logic/ready-status'
import { storeText } from './order-header'
import { totalRows } from './order-totals'
import classes from './print.module.css'

interface PrintDocumentProps {
  order: OrderDetail
  view: DetailView
  lines: readonly DetailLine[]
  totals: OrderTotals
  orderNote: string
  /** when the paper was printed; now, unless a test fixes it */
  printedAt?: Date
}

const cellValue = (value: number | null) => (value === null ? '-' : String(value))
const keep = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

/** the number delivered, and the one asked for when staff switched it; a part number never breaks */
function partText(l: DetailLine): ReactNode {
  if (!l.item.nomor_part_diminta) return keep(l.item.nomor_part)
  return (
    <>
      {keep(l.item.nomor_part)} (diminta {keep(l.item.nomor_part_diminta)})
    </>
  )
}

/** The status word whole ('Sebagian', never 'Sebagia n' in a narrow column), then its date or lead time. */
function statusText(l: DetailLine): ReactNode {
  const after = l.eta ? etaText(l.eta) : leadTimeHint(l.statusName)
  return (
    <>
      {keep(l.statusName ?? '-')}
      {after ? ` ${after}` : ''}
    </>
  )
}

// Twelve columns must fit an A4 sheet: the line's amounts go without 'Rp.' under titles that say
// '(Rp)', as an invoice writes them; the totals below keep it.
const amount = (value: number) => formatNumber(value)

/** The net unit price; a moved one with the old price struck through, the new one under it if need be. */
function netPrice(l: DetailLine): ReactNode {
  const before = l.item.price_before
  if (before === null || before === l.price) return amount(l.price)
  return (
    <>
      <s style={{ whiteSpace: 'nowrap' }}>{amount(before)}</s> {keep(`→ ${amount(l.price)}`)}
    </>
  )
}

interface PrintColumn {
  title: string
  value(line: DetailLine): ReactNode
  /** right-aligned and kept on one line (amounts) */
  numeric?: boolean
  /** right-aligned but free to wrap ('10% + 2,5% tambahan') */
  right?: boolean
}

const cellStyle = (c: PrintColumn) =>
  c.numeric ? ({ textAlign: 'right', whiteSpace: 'nowrap' } as const) : c.right ? ({ textAlign: 'right' } as const) : undefined

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
    { title: 'Harga Satuan (Rp)', value: (l) => amount(l.item.price_list), numeric: true },
    { title: 'Diskon', value: (l) => discountText(l.item.discount_percent, l.extraPercent), right: true },
    { title: 'Harga Net (Rp)', value: netPrice, right: true },
    { title: 'Qty Estimasi', value: (l) => String(l.item.qty_estimasi), numeric: true },
    ...optional.filter((c): c is PrintColumn => c !== false),
    { title: 'Jumlah (Rp)', value: (l) => amount(l.amount), numeric: true },
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
    <div className={printPage.letterhead}>
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

/** Who the paper is for, as a tax invoice names the buyer: the store, its address, its NPWP (empty lines left out). */
function StoreBlock({ order }: { order: OrderDetail }) {
  const npwp = order.toko.npwp.trim()
  const rows = [`Toko: ${storeText(order)}`, order.toko.alamat.trim(), npwp ? `NPWP: ${formatNpwp(npwp)}` : ''].filter(Boolean)
  return (
    <div className={classes.storeBlock} data-testid="print-store">
      {rows.map((row) => (
        <div key={row}>{row}</div>
      ))}
    </div>
  )
}

/** Subtotal down to Total under the Jumlah column, as the invoice counts them. */
function TotalsFoot({ order, totals, span }: { order: OrderDetail; totals: OrderTotals; span: number }) {
  const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const
  return (
    <tfoot>
      {totalRows(totals, order.tax).map((row) => (
        <tr key={row.label}>
          <td colSpan={span} style={{ textAlign: 'right' }}>
            {row.label}
          </td>
          <td style={amount}>{formatRupiah(row.amount)}</td>
        </tr>
      ))}
      <tr>
        <th colSpan={span} style={{ textAlign: 'right' }}>
          Total
        </th>
        <th style={amount}>{formatRupiah(totals.total)}</th>
      </tr>
    </tfoot>
  )
}

/** Room for the two signatures a paper order carries in a branch. */
function Signatures() {
  return (
    <div className={printPage.signatures}>
      {['Dibuat oleh', 'Disetujui oleh'].map((label) => (
        <div key={label} className={printPage.signature}>
          <div>{label}</div>
          <div className={printPage.signatureLine}>Nama & tanggal</div>
        </div>
      ))}
    </div>
  )
}

export function PrintDocument({ order, view, lines, totals, orderNote, printedAt = new Date() }: PrintDocumentProps) {
  const cols = printColumns(view)
  return (
    <div className={`${printPage.printOnly} ${classes.document}`} data-testid="print-document">
      <Letterhead order={order} printedAt={printedAt} />
      <h1 style={{ fontSize: '14pt', margin: '0 0 6pt' }}>Pesanan {order.nomor_invoice}</h1>
      <StoreBlock order={order} />
      <p style={{ margin: '0 0 8pt' }}>
        Status: {order.status_pesanan} ({order.status_english}) · Tanggal: {formatDateTime(order.tanggal)} · Dibuat Oleh:{' '}
        {order.nama_pembuat_pesanan}
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
                <td key={c.title} style={cellStyle(c)}>
                  {c.value(l)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <TotalsFoot order={order} totals={totals} span={cols.length} />
      </table>
      {order.price_valid_until ? <p className={classes.validUntil}>{validUntilText(order.price_valid_until)}</p> : null}
      <Signatures />
    </div>
  )
}
