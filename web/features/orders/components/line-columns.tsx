// The line columns, one list for the desktop table and the printout: which ones a viewer gets and
// how each cell is drawn (product.md §2.11).
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { etaAllowed, etaRequired } from '#common/eta.ts'
import { formatRupiah } from '#common/format.ts'
import type { LineEditor } from '../hooks/use-line-draft'
import type { LineEdits } from '../hooks/use-line-edits'
import type { DetailView } from '../logic/detail-view'
import { discountText } from '../logic/line-money'
import type { DetailLine, OscPhase } from '../logic/lines'
import { parseConfirmedQty, parseOrderedQty } from '../logic/qty'
import { QTY_GROUP_ATTRIBUTE } from '../logic/qty-keys'
import type { ReadyStatus } from '../logic/ready-status'
import { EtaField, EtaMover, EtaNote } from './eta-fields'
import { OscValue, QtyField, SellerNoteField, StatusField, StatusLabel } from './line-fields'
import { AskedPartNote, ReplacementAtCounter } from './line-replacement'
import { ExtraDiscountField, NetPrice } from './price-cells'

export interface CellContext {
  view: DetailView
  statuses: readonly ReadyStatus[]
  oscPhase: OscPhase
  editor: LineEditor
  /** staff's changes that keep the status (arrival dates, replaced parts) */
  edits?: LineEdits
  /** the printout draws values, never inputs */
  print?: boolean
  /** the most extra discount staff may give per line, percent (0: no field) */
  extraCap: number
}

export interface Column {
  key: string
  title: string
  numeric?: boolean
  /** a long title may break between its words (the others never do) */
  wrapTitle?: boolean
  cell(line: DetailLine, ctx: CellContext): ReactNode
}

const dash = (value: number | null) => (value === null ? '-' : value)

/** A replaced part's current number at the counter, with its stock and the switch. */
export function ReplacementCell({ line, ctx }: { line: DetailLine; ctx: CellContext }) {
  if (!ctx.view.editConfirm || ctx.print || !ctx.edits) return null
  const { edits } = ctx
  const next = line.item.pengganti
  return (
    <ReplacementAtCounter
      item={line.item}
      stock={line.replacementStock}
      busy={edits.busyLine === line.item.order_detail_id}
      disabled={edits.busyLine !== null}
      onSwitch={() => next && edits.switchPart(line.item.order_detail_id, line.item.nomor_part, next.nomor_part)}
    />
  )
}

const partNo: Column = {
  key: 'part',
  title: 'Part No',
  cell: (l, c) => (
    <>
      <Text ff="monospace" fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {l.item.nomor_part}
      </Text>
      <AskedPartNote item={l.item} />
      <ReplacementCell line={l} ctx={c} />
    </>
  ),
}
/** Free text (names, notes of up to 100 characters) breaks inside a word rather than widen the table. */
const LONG_WORDS = { overflowWrap: 'anywhere' } as const

/** room for a word of a part name ('RADIATOR') when the price columns press on the table */
const NAME_MIN_WIDTH = 110

const name: Column = {
  key: 'name',
  title: 'Nama Part',
  cell: (l) => (
    <>
      <Text size="sm" miw={NAME_MIN_WIDTH} style={LONG_WORDS}>
        {l.item.nama_part}
      </Text>
      {l.item.catatan_per_part_user ? (
        <Text size="xs" c="dimmed" style={LONG_WORDS}>
          Catatan pembeli: {l.item.catatan_per_part_user}
        </Text>
      ) : null}
    </>
  ),
}
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
const listPrice: Column = {
  key: 'list',
  title: 'Harga Satuan',
  numeric: true,
  cell: (l) => nowrap(formatRupiah(l.item.price_list)),
}
const discount: Column = {
  key: 'disc',
  title: 'Diskon',
  numeric: true,
  // free to break ('10% +' over '2,5% tambahan'); while staff type the extra one, its field beside says it
  cell: (l, c) => discountText(l.item.discount_percent, extraFieldOf(c) ? 0 : l.extraPercent),
}
const extraDiscount: Column = {
  key: 'extra',
  title: 'Diskon Tambahan (%)',
  numeric: true,
  // unbroken, the title made the column wider than its field
  wrapTitle: true,
  cell: (l, c) => <ExtraDiscountField line={l} onChange={(t) => c.editor.extra(l.item.order_detail_id, t)} />,
}
const netPrice: Column = { key: 'net', title: 'Harga Net', numeric: true, cell: (l) => <NetPrice line={l} /> }
// quantity titles may take two rows ('Qty' over 'Estimasi'): with the price columns the table no
// longer fitted a 1280 px desk when each title kept one
const estimate: Column = { key: 'est', title: 'Qty Estimasi', numeric: true, wrapTitle: true, cell: (l) => l.item.qty_estimasi }
const osc: Column = {
  key: 'osc',
  title: 'Qty OSC',
  numeric: true,
  wrapTitle: true,
  cell: (l, c) => <OscValue line={l} phase={c.oscPhase} />,
}
const confirmed: Column = {
  key: 'conf',
  title: 'Qty Konfirmasi',
  numeric: true,
  wrapTitle: true,
  cell: (l, c) =>
    c.view.editConfirm && !c.print ? (
      <QtyField
        aria-label={`Qty Konfirmasi ${l.item.nomor_part}`}
        {...{ [QTY_GROUP_ATTRIBUTE]: 'confirmed' }}
        size="xs"
        w={72}
        value={l.confirmed ?? 0}
        parse={parseConfirmedQty}
        onChange={(q) => c.editor.confirmed(l.item.order_detail_id, q)}
      />
    ) : (
      dash(l.confirmed)
    ),
}
const ordered: Column = {
  key: 'ord',
  title: 'Qty Dipesan',
  numeric: true,
  wrapTitle: true,
  cell: (l, c) =>
    c.view.editOrdered && !c.print ? (
      <QtyField
        aria-label={`Qty Dipesan ${l.item.nomor_part}`}
        size="xs"
        w={72}
        value={l.ordered ?? 0}
        parse={(raw) => parseOrderedQty(raw, l.item.qty_confirmed ?? 0)}
        onChange={(q) => c.editor.ordered(l.item.order_detail_id, q)}
      />
    ) : (
      dash(l.ordered)
    ),
}
/** The arrival date beside a read-only status: words, and for staff after confirming the move. */
export function EtaCell({ line, ctx }: { line: DetailLine; ctx: CellContext }) {
  const eta = line.eta
  if (!eta) return null
  const { edits } = ctx
  if (!ctx.view.editEta || ctx.print || !edits) return <EtaNote eta={eta} />
  const id = line.item.order_detail_id
  return (
    <EtaMover
      partNo={line.item.nomor_part}
      eta={eta}
      busy={edits.busyLine === id}
      onMove={(day) => edits.moveEta(id, line.item.nomor_part, day)}
    />
  )
}

const status: Column = {
  key: 'status',
  title: 'Status',
  cell: (l, c) =>
    c.view.editConfirm && !c.print ? (
      <>
        <StatusField
          partNo={l.item.nomor_part}
          statuses={c.statuses}
          value={l.statusId}
          problem={l.statusProblem}
          onChange={(id) => c.editor.status(l.item.order_detail_id, id)}
        />
        {etaAllowed(l.statusId) ? (
          <EtaField
            partNo={l.item.nomor_part}
            value={l.eta}
            required={etaRequired(l.statusId)}
            onChange={(day) => c.editor.eta(l.item.order_detail_id, day)}
          />
        ) : null}
      </>
    ) : (
      <StatusLabel name={l.statusName} eta={l.eta ? <EtaCell line={l} ctx={c} /> : undefined} />
    ),
}
const sellerNote: Column = {
  key: 'note',
  title: 'Catatan Staff',
  cell: (l, c) =>
    c.view.editConfirm && !c.print ? (
      <SellerNoteField
        partNo={l.item.nomor_part}
        value={l.sellerNote}
        onChange={(t) => c.editor.note(l.item.order_detail_id, t)}
      />
    ) : (
      <Text size="sm" style={LONG_WORDS}>
        {l.sellerNote || '-'}
      </Text>
    ),
}
const amount: Column = {
  key: 'amount',
  title: 'Jumlah',
  numeric: true,
  cell: (l) => nowrap(formatRupiah(l.amount)),
}

/** Staff's extra-discount field: while they confirm, where their branch allows one. */
const extraFieldOf = (c: Pick<CellContext, 'view' | 'print' | 'extraCap'>) => c.view.editConfirm && !c.print && c.extraCap > 0

/** The columns of a viewer; staff's extra-discount field only where their branch allows one. */
export function columnsFor(view: DetailView, { print = false, extraCap = 0 } = {}): Column[] {
  const extraField = extraFieldOf({ view, print, extraCap })
  return [
    partNo,
    name,
    listPrice,
    discount,
    ...(extraField ? [extraDiscount] : []),
    netPrice,
    estimate,
    ...(view.showOsc && !print ? [osc] : []),
    ...(view.showConfirmed ? [confirmed] : []),
    ...(view.showOrdered ? [ordered] : []),
    ...(view.showStatus ? [status] : []),
    ...(view.showSellerNote ? [sellerNote] : []),
    amount,
  ]
}
