// The Surat Jalan (product.md §13.2): the A4 page that goes with the goods. The branch's letterhead
// as on the printed order, the store it goes to, how it goes, the parts and pieces, and room for
// the one who sent it and the one who received it to sign. Nothing to click; shown only in print.
import type { Delivery } from '#common/deliveries.ts'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { formatDateTime, formatNumber } from '#common/format.ts'
import printPage from '#web/components/print.module.css'
import { DELIVERY_UI, dayText } from '../logic/messages'
import classes from './surat-jalan.module.css'

interface SuratJalanProps {
  delivery: Delivery
  /** when the paper was printed; now, unless a test fixes it */
  printedAt?: Date
}

/** The branch's address and phone on one line; empty when head office set neither. */
function branchContact(cabang: Delivery['cabang']): string {
  return [cabang.alamat, cabang.telepon ? `Telp. ${cabang.telepon}` : ''].filter(Boolean).join(' · ')
}

function Letterhead({ delivery, printedAt }: { delivery: Delivery; printedAt: Date }) {
  const contact = branchContact(delivery.cabang)
  return (
    <div className={`${printPage.letterhead} ${classes.letterhead}`}>
      <div>
        <div>
          <strong>DIPO Parts</strong> · {delivery.cabang.nama} (cabang {delivery.cabang.kode})
        </div>
        {contact ? <div>{contact}</div> : null}
      </div>
      <div style={{ whiteSpace: 'nowrap' }}>Dicetak {formatDateTime(printedAt)} WIB</div>
    </div>
  )
}

/** Who receives it, and how and when it goes: rows left out when empty. */
function Facts({ delivery }: { delivery: Delivery }) {
  const store = [`${DELIVERY_UI.store}: ${delivery.toko.nama} (${delivery.toko.kode})`, delivery.toko.alamat.trim()]
  const way = [
    `${DELIVERY_TEXT.date}: ${dayText(delivery.date)}`,
    `${DELIVERY_UI.order}: ${delivery.order.no_transaksi}`,
    `${DELIVERY_TEXT.method}: ${delivery.method_label}`,
    delivery.courier ? `${DELIVERY_TEXT.courier}: ${delivery.courier}` : '',
    delivery.plate ? `${DELIVERY_TEXT.plate}: ${delivery.plate}` : '',
    delivery.tracking ? `No. resi: ${delivery.tracking}` : '',
  ]
  return (
    <div className={classes.facts}>
      {[store, way].map((rows) => (
        <div key={rows[0]}>
          {rows.filter(Boolean).map((row) => (
            <div key={row}>{row}</div>
          ))}
        </div>
      ))}
    </div>
  )
}

/** 'Dikirim oleh' and 'Diterima oleh', side by side, each with its line for a name and a day. */
function Signatures() {
  return (
    <div className={printPage.signatures} data-testid="signatures">
      {[DELIVERY_TEXT.sentBy, DELIVERY_TEXT.receivedBy].map((label) => (
        <div key={label} className={printPage.signature}>
          <div>{label}</div>
          <div className={printPage.signatureLine}>{DELIVERY_UI.nameAndDate}</div>
        </div>
      ))}
    </div>
  )
}

export function SuratJalan({ delivery, printedAt = new Date() }: SuratJalanProps) {
  const number = { textAlign: 'right', whiteSpace: 'nowrap' } as const
  return (
    <div className={`${printPage.printOnly} ${classes.suratJalan}`} data-testid="surat-jalan">
      <Letterhead delivery={delivery} printedAt={printedAt} />
      <h1 className={classes.title}>
        {DELIVERY_TEXT.document} {delivery.number}
      </h1>
      <Facts delivery={delivery} />
      <table>
        <thead>
          <tr>
            <th>{DELIVERY_UI.no}</th>
            <th>{DELIVERY_UI.partNo}</th>
            <th>{DELIVERY_UI.partName}</th>
            <th style={number}>{DELIVERY_TEXT.qty}</th>
          </tr>
        </thead>
        <tbody>
          {delivery.items.map((item, i) => (
            <tr key={item.order_item_id}>
              <td>{i + 1}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{item.part_no}</td>
              <td>{item.part_name}</td>
              <td style={number}>{formatNumber(item.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Signatures />
    </div>
  )
}
