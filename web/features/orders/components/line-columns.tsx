// The line columns, one list for the desktop table and the printout: which ones a viewer gets and
// how each cell is drawn (product.md §2.11).
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { etaAllowed, etaRequired } from '#common/eta.ts'
import { formatRupiah } from '#common/format.ts'
import type { LineEditor } from '../hooks/use-line-draft'
import type { LineEdits } from '../hooks/use-line-edits'
import type { DetailView } from '../logic/detail-view'
import type { DetailLine, OscPhase } from '../logic/lines'
import { parseConfirmedQty, parseOrderedQty } from '../logic/qty'
import { QTY_GROUP_ATTRIBUTE } from '../logic/qty-keys'
import type { ReadyStatus } from '../logic/ready-status'
import { EtaField, EtaMover, EtaNote } from './eta-fields'
import { OscValue, QtyField, SellerNoteField, StatusField, StatusLabel } from './line-fields'
import { AskedPartNote, ReplacementAtCounter } from './line-replacement'

export interface CellContext {
  view: DetailView
  statuses: readonly ReadyStatus[]
  oscPhase: OscPhase
  editor: LineEditor
  /** staff's changes that keep the status (arrival dates, replaced parts) */
  edits?: LineEdits
  /** the printout draws values, never inputs */
  print?: boolean
}

export interface Column {
  key: string
  title: string
  numeric?: boolean
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

const name: Column = {
  key: 'name',
  title: 'Nama Part',
  cell: (l) => (
    <>
      <Text size="sm" style={LONG_WORDS}>
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
const price: Column = { key: 'price', title: 'Harga', numeric: true, cell: (l) => nowrap(formatRupiah(l.item.price)) }
const estimate: Column = { key: 'est', title: 'Qty Estimasi', numeric: true, cell: (l) => l.item.qty_estimasi }
const osc: Column = { key: 'osc', title: 'Qty OSC', numeric: true, cell: (l, c) => <OscValue line={l} phase={c.oscPhase} /> }
const confirmed: Column = {
  key: 'conf',
  title: 'Qty Konfirmasi',
  numeric: true,
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
const subtotal: Column = {
  key: 'sub',
  title: 'Subtotal',
  numeric: true,
  cell: (l) => nowrap(formatRupiah(l.subtotal)),
}

export function columnsFor(view: DetailView, { print = false } = {}): Column[] {
  return [
    partNo,
    name,
    price,
    estimate,
    ...(view.showOsc && !print ? [osc] : []),
    ...(view.showConfirmed ? [confirmed] : []),
    ...(view.showOrdered ? [ordered] : []),
    ...(view.showStatus ? [status] : []),
    ...(view.showSellerNote ? [sellerNote] : []),
    subtotal,
  ]
}
