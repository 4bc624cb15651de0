import { createHash, randomBytes } from 'node:crypto'
import { IMPORT_TOKEN_MINUTES, type ImportValidateResponse } from '#common/imports.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { currentPartsOf, knownParts } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { OrderEvents } from '../order-events'
import { createEstimate } from '../orders'
import { type AggregateLine, aggregateRows } from './aggregate'
import { presentValidation } from './presenter'
import * as q from './queries'
import { detectKind, MAX_ROWS, readUpload } from './read-upload'
import { candidates, findHeader, type Mapping, pastedSheet, wordsOnlyFirstRow } from './rows'
import type { SheetRows } from './xlsx-cells'

export interface ValidateInput {
  fileName: string
  bytes?: Buffer
  text?: string
  mapping: Partial<Mapping>
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** How long a token outlives its expiry before the next check deletes it (a day). */
const TOKEN_KEPT_AFTER_EXPIRY_MS = 86_400_000

function headersOf(sheet: SheetRows, headerIndex: number | null): string[] {
  const row = sheet.rows[headerIndex ?? 0]
  return (row?.cells ?? []).map((c, i) => (c === null ? `Kolom ${i + 1}` : String(c).trim().slice(0, 60)))
}

export function createImportService(deps: {
  db: Db
  clock: Clock
  /** how the new order reaches those who react to it (server/order-events); none in some tests */
  orderEvents?: OrderEvents
}) {
  const { db, clock } = deps
  const orderEvents = deps.orderEvents ?? new OrderEvents()

  async function validate(session: StoreSession, input: ValidateInput): Promise<ImportValidateResponse> {
    const pasted = input.text !== undefined
    const bytes = input.bytes ?? Buffer.alloc(0)
    const sheet = pasted ? pastedSheet(input.text ?? '', MAX_ROWS) : await readUpload(detectKind(input.fileName, bytes), bytes)
    const header = pasted ? null : findHeader(sheet)
    const mapping: Mapping = {
      part: input.mapping.part ?? header?.mapping.part ?? 0,
      qty: input.mapping.qty ?? header?.mapping.qty ?? 1,
      note: input.mapping.note ?? header?.mapping.note ?? (pasted ? 2 : -1),
    }
    // an unrecognised header ('Kode', 'Jumlah') is still a header: a first row of words only
    const headerIndex = header?.index ?? (pasted ? null : wordsOnlyFirstRow(sheet))
    const rows = candidates(sheet, mapping, headerIndex)
    const result = aggregateRows(
      rows,
      await partsTyped(
        db,
        rows.map((r) => r.partNorm),
      ),
    )
    const token = result.used.length > 0 ? await issueToken(session, input.fileName, result.used) : null
    return presentValidation({
      fileName: input.fileName,
      headers: pasted ? ['part_no', 'qty', 'catatan'] : headersOf(sheet, headerIndex),
      headerFound: header !== null,
      mapping,
      totalRows: rows.length,
      truncated: sheet.truncated,
      result,
      token,
    })
  }

  async function issueToken(session: StoreSession, fileName: string, lines: AggregateLine[]): Promise<string> {
    const token = randomBytes(24).toString('base64url')
    const now = clock.now()
    await q.pruneTokens(db, new Date(now.getTime() - TOKEN_KEPT_AFTER_EXPIRY_MS))
    await q.insertToken(db, {
      hash: hashToken(token),
      userId: session.user.id,
      storeId: session.store.id,
      fileName: fileName.slice(0, 200),
      payload: JSON.stringify(lines),
      at: now,
      expiresAt: new Date(now.getTime() + IMPORT_TOKEN_MINUTES * 60_000),
    })
    return token
  }

  /** One estimate from a validated import, once, by its owner, before the token expires. */
  async function commit(session: StoreSession, token: string, noteUser: string) {
    return orderEvents.transaction(db, async (trx, record) => {
      const row = await q.lockToken(trx, hashToken(token), session.user.id)
      const now = clock.now()
      if (!row) throw new AppError(404, 'IMPORT_TOKEN_INVALID', 'Data import tidak ditemukan. Periksa file lagi.')
      if (row.used_at) {
        throw new AppError(409, 'IMPORT_ALREADY_COMMITTED', 'Import ini sudah dibuat menjadi pesanan.', {
          order_id: Number(row.order_id),
        })
      }
      if (new Date(row.expires_at) <= now)
        throw new AppError(410, 'IMPORT_TOKEN_EXPIRED', 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.')
      const lines = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AggregateLine[]
      const products = await partsTyped(
        trx,
        lines.map((l) => l.part_no_norm),
      )
      // parts withdrawn since the check are left out; the rest keep their checked quantities, and
      // two lines whose parts were replaced by one part since then become one line (999 at most)
      const byPart = new Map<number, { line: AggregateLine; part: { id: number; sto_id: string; name: string } }>()
      for (const line of lines) {
        const part = products.get(line.part_no_norm)
        if (!part) continue
        const same = byPart.get(part.id)
        if (same) same.line = { ...same.line, qty: Math.min(999, same.line.qty + line.qty) }
        else byPart.set(part.id, { line, part })
      }
      const usable = [...byPart.values()]
      if (usable.length === 0) throw new AppError(422, 'IMPORT_NOTHING_KNOWN', 'Tidak ada part yang dikenali untuk diimport')
      const order = await createEstimate(trx, {
        record,
        branch: session.branch,
        storeId: row.store_id,
        createdBy: session.user.id,
        actorRole: 'user',
        source: 'import',
        noteUser: noteUser.trim() || null,
        at: now,
        lines: usable.map(({ line: l, part }) => {
          return {
            productId: part.id,
            partNo: part.sto_id,
            partName: part.name,
            qty: l.qty,
            noteUser: l.note || null,
          }
        }),
      })
      await q.markTokenUsed(trx, row.token_hash, order.id, now)
      return { order_id: order.id, no_transaksi: order.no_transaksi }
    })
  }

  /** The part each typed number stands for today: its current part when it was replaced. */
  async function partsTyped(db: Db, partNos: string[]) {
    const [known, current] = await Promise.all([knownParts(db, partNos), currentPartsOf(db, partNos, jakartaDay(clock.now()))])
    for (const [typed, part] of current) known.set(typed, part)
    return known
  }

  return { validate, commit }
}

export type ImportService = ReturnType<typeof createImportService>
