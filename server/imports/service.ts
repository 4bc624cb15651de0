import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { IMPORT_TOKEN_MINUTES, type ImportValidateResponse } from '../../common/imports'
import { type SessionContext, workBranch } from '../auth/sessions'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { Clock } from '../http/clock'
import { createEstimate } from '../orders/create-estimate'
import { type AggregateLine, aggregateRows, type KnownPart } from './aggregate'
import { detectKind, MAX_ROWS, readUpload } from './read-upload'
import { candidates, findHeader, wordsOnlyFirstRow, type Mapping, pastedSheet } from './rows'
import type { SheetRows } from './xlsx-cells'

export interface ValidateInput {
  fileName: string
  bytes?: Buffer
  text?: string
  mapping: Partial<Mapping>
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Active parts among `partNos`, through a join on `unnest(array)`: a plain `sto_id in (…)` lets
 * the planner pick the trigram GIN index on a small catalogue (~10 s per 1,000 numbers on 20k
 * parts, past the statement timeout); the join uses the b-tree or a hash join.
 */
async function knownParts(db: Db, partNos: string[]): Promise<Map<string, KnownPart>> {
  const known = new Map<string, KnownPart>()
  const unique = [...new Set(partNos.filter((p) => p !== ''))]
  for (let i = 0; i < unique.length; i += 5_000) {
    const { rows } = await sql<KnownPart>`
      select p.id, p.sto_id, p.name from unnest(${unique.slice(i, i + 5_000)}::text[]) as u(sto_id)
      join products p on p.sto_id = u.sto_id where p.is_active`.execute(db)
    for (const r of rows) known.set(r.sto_id, r)
  }
  return known
}

function headersOf(sheet: SheetRows, headerIndex: number | null): string[] {
  const row = sheet.rows[headerIndex ?? 0]
  return (row?.cells ?? []).map((c, i) => (c === null ? `Kolom ${i + 1}` : String(c).trim().slice(0, 60)))
}

export function createImportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function validate(session: SessionContext, input: ValidateInput): Promise<ImportValidateResponse> {
    const storeId = session.user.store_id
    if (storeId === null) throw new AppError(403, 'FORBIDDEN', 'Akun Anda tidak terhubung ke toko.')
    const sheet = input.text !== undefined ? pastedSheet(input.text, MAX_ROWS) : await readUpload(detectKind(input.fileName, input.bytes ?? Buffer.alloc(0)), input.bytes ?? Buffer.alloc(0))
    const header = input.text !== undefined ? null : findHeader(sheet)
    const mapping: Mapping = {
      part: input.mapping.part ?? header?.mapping.part ?? 0,
      qty: input.mapping.qty ?? header?.mapping.qty ?? 1,
      note: input.mapping.note ?? header?.mapping.note ?? (input.text !== undefined ? 2 : -1),
    }
    // an unrecognised header ('Kode', 'Jumlah') is still a header: a first row of words only
    const headerIndex = header?.index ?? (input.text === undefined ? wordsOnlyFirstRow(sheet) : null)
    const rows = candidates(sheet, mapping, headerIndex)
    const result = aggregateRows(rows, await knownParts(db, rows.map((r) => r.partNorm)))
    const token = result.used.length > 0 ? await issueToken(session, storeId, input.fileName, result.used) : null
    return {
      headers: input.text !== undefined ? ['part_no', 'qty', 'catatan'] : headersOf(sheet, headerIndex),
      header_found: header !== null,
      mapping,
      rows: result.rows,
      aggregate: result.aggregate.map(({ product_id: _, ...line }) => line),
      summary: {
        file: input.fileName,
        unique_used: result.used.length,
        total_rows: rows.length,
        count: result.count,
        warnings: sheet.truncated
          ? [...result.warnings, { part_no_norm: '-', warning: `hanya ${MAX_ROWS} baris pertama yang dibaca` }]
          : result.warnings,
      },
      validation_token: token,
    }
  }

  async function issueToken(session: SessionContext, storeId: number, fileName: string, lines: AggregateLine[]): Promise<string> {
    const token = randomBytes(24).toString('base64url')
    const now = clock.now()
    await db
      .insertInto('import_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: session.user.id,
        store_id: storeId,
        file_name: fileName.slice(0, 200),
        payload: JSON.stringify(lines),
        created_at: now,
        expires_at: new Date(now.getTime() + IMPORT_TOKEN_MINUTES * 60_000),
      })
      .execute()
    return token
  }

  /** One estimate from a validated import, once, by its owner, before the token expires. */
  async function commit(session: SessionContext, token: string, noteUser: string) {
    const branch = workBranch(session)
    if (!branch) throw new AppError(403, 'FORBIDDEN', 'Akun Anda tidak terhubung ke toko.')
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('import_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .where('user_id', '=', session.user.id)
        .forUpdate()
        .executeTakeFirst()
      const now = clock.now()
      if (!row) throw new AppError(404, 'IMPORT_TOKEN_INVALID', 'Data import tidak ditemukan. Periksa file lagi.')
      if (row.used_at) {
        throw new AppError(409, 'IMPORT_ALREADY_COMMITTED', 'Import ini sudah dibuat menjadi pesanan.', { order_id: Number(row.order_id) })
      }
      if (new Date(row.expires_at) <= now) throw new AppError(410, 'IMPORT_TOKEN_EXPIRED', 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.')
      const lines = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AggregateLine[]
      const products = await knownParts(trx, lines.map((l) => l.part_no_norm))
      const usable = lines.filter((l) => products.has(l.part_no_norm))
      if (usable.length === 0) throw new AppError(422, 'IMPORT_NOTHING_KNOWN', 'Tidak ada part yang dikenali untuk diimport')
      const prices = await trx.selectFrom('products').select(['id', 'price']).where('id', 'in', usable.map((l) => products.get(l.part_no_norm)!.id)).execute()
      const priceOf = new Map(prices.map((p) => [p.id, Number(p.price)]))
      const order = await createEstimate(trx, {
        branch,
        storeId: row.store_id,
        createdBy: session.user.id,
        actorRole: 'user',
        source: 'import',
        noteUser: noteUser.trim() || null,
        at: now,
        lines: usable.map((l) => {
          const part = products.get(l.part_no_norm)!
          return { productId: part.id, partNo: part.sto_id, partName: part.name, price: priceOf.get(part.id) ?? 0, qty: l.qty, noteUser: l.note || null }
        }),
      })
      await trx.updateTable('import_tokens').set({ used_at: now, order_id: order.id }).where('token_hash', '=', row.token_hash).execute()
      return { order_id: order.id, no_transaksi: order.no_transaksi }
    })
  }

  return { validate, commit }
}

export type ImportService = ReturnType<typeof createImportService>
