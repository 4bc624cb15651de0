import { jakartaDay } from '#common/jakarta-time.ts'
import {
  type AnswerPartRequest,
  type CreatePartRequest,
  OPEN_STATES,
  PART_REQUEST_LIST_LIMIT,
  type PartRequest,
  type PartRequestCartResponse,
  type PartRequestList,
  type PartRequestListQuery,
  type ReplyPartRequest,
  PART_REQUEST_TEXT as T,
  VEHICLE_MODELS,
  type VersionOnly,
} from '#common/part-requests.ts'
import { activeProductsByPartNo, namedWords } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { BranchSession, PlaceSession, StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import type { Services } from '../lib/feature'
import { unitPrices } from '../pricing'
import * as pq from './photo-queries'
import { presentMessages, presentSummary } from './presenter'
import * as q from './queries'

// 'Tanya Part' as people use it (docs/product.md §14.4): a buyer asks his branch with the car's
// details; staff answer with parts of the catalogue and a message; the buyer replies, or puts the
// answer in his cart with one tap. Every write locks the request's row and names the version the
// screen read, so two clerks answering at once, or a double tap, change it once.

export interface PartRequestDeps {
  db: Db
  clock: Clock
  cart: Pick<Services['cart'], 'refillWithin' | 'get'>
  notices: Services['requestNotices']
}

export function scopeOf(session: PlaceSession): q.RequestScope {
  return session.role === 'user' ? { kind: 'store', storeId: session.store.id } : { kind: 'branch', branchId: session.branch.id }
}

const requestNotFound = () => notFound(T.notFound)
const isOpen = (row: q.RequestRow) => OPEN_STATES.includes(row.state)

/** The row locked for a write, as the screen read it: gone, ended or moved since are refused. */
async function lockForWrite(trx: Db, session: PlaceSession, id: number, version: number): Promise<q.RequestRow> {
  const row = await q.requestInScope(trx, scopeOf(session), id, true)
  if (!row) throw requestNotFound()
  if (row.version !== version) throw new AppError(409, 'PART_REQUEST_STALE', T.stale)
  if (!isOpen(row)) throw new AppError(409, 'PART_REQUEST_STATE', T.notOpen)
  return row
}

const noticeFacts = (row: q.RequestRow) => ({
  id: Number(row.id),
  store_id: row.store_id,
  branch_id: row.branch_id,
  store_name: row.toko,
  vehicle: `${row.vehicle_model} ${row.vehicle_year}`,
  need: row.need,
})

export function createPartRequestService(deps: PartRequestDeps) {
  const { db, clock, cart, notices } = deps

  /** The models the form offers: those whose word the catalogue's names carry. */
  async function models(): Promise<{ models: string[] }> {
    const named = await namedWords(db, [...new Set(VEHICLE_MODELS.map((m) => m.word))])
    return { models: VEHICLE_MODELS.filter((m) => named.has(m.word)).map((m) => m.label) }
  }

  async function list(session: PlaceSession, query: PartRequestListQuery): Promise<PartRequestList> {
    const page = query.page ?? 1
    const { rows, total } = await q.listRequests(db, scopeOf(session), {
      state: query.state ?? 'terbuka',
      // a buyer's list is his store's only: a store filter means nothing there
      store: session.role === 'seller' ? query.store : undefined,
      page,
    })
    return { items: rows.map(presentSummary), total, page, page_size: PART_REQUEST_LIST_LIMIT }
  }

  async function waiting(session: PlaceSession) {
    return { waiting: await q.waitingCount(db, scopeOf(session)) }
  }

  /** A request whole, read with `reader` (the transaction that just wrote it, when there is one). */
  async function present(reader: Db, session: PlaceSession, row: q.RequestRow): Promise<PartRequest> {
    const id = Number(row.id)
    const [messages, lines, photos] = await Promise.all([
      q.messagesOf(reader, id),
      q.linesOf(reader, id),
      pq.photoIdsOf(reader, id),
    ])
    const productIds = [...new Set(lines.map((l) => l.product_id))]
    const prices = await unitPrices(
      reader,
      { branchId: row.branch_id, storeId: row.store_id, day: jakartaDay(clock.now()) },
      productIds,
    )
    const open = isOpen(row)
    const buyer = session.role === 'user'
    return {
      ...presentSummary(row),
      vin: row.vin,
      version: row.version,
      photos,
      messages: presentMessages(messages, lines, prices),
      can_answer: !buyer && open,
      can_reply: buyer && open,
      can_add_to_cart: buyer && row.state === 'dijawab' && lines.length > 0,
      can_close: open,
    }
  }

  async function one(session: PlaceSession, id: number): Promise<PartRequest> {
    const row = await q.requestInScope(db, scopeOf(session), id)
    if (!row) throw requestNotFound()
    return present(db, session, row)
  }

  /** What a write answers: the request as it stands after, read inside the write's transaction. */
  async function after(trx: Db, session: PlaceSession, id: number): Promise<PartRequest> {
    const row = await q.requestInScope(trx, scopeOf(session), id)
    if (!row) throw requestNotFound()
    return present(trx, session, row)
  }

  async function create(session: StoreSession, body: CreatePartRequest): Promise<PartRequest> {
    const now = clock.now()
    const year = Number(jakartaDay(now).slice(0, 4))
    if (body.vehicle_year > year + 1) throw new AppError(422, 'FIELD_INVALID', T.yearInvalid, { field: 'vehicle_year' })
    return db.transaction().execute(async (trx) => {
      const made = await q.insertRequest(trx, {
        store_id: session.store.id,
        branch_id: session.branch.id,
        created_by: session.user.id,
        client_key: body.client_key,
        vehicle_model: body.vehicle_model,
        vehicle_year: body.vehicle_year,
        vin: body.vin ?? null,
        need: body.need,
        qty: body.qty,
        created_at: now,
        updated_at: now,
      })
      // the same press twice: the first request is the answer, nothing is written again
      if (made === undefined) return after(trx, session, (await q.requestOfKey(trx, session.user.id, body.client_key)) as number)
      if ((await pq.attachPhotos(trx, made, session.user.id, body.photo_ids)) !== body.photo_ids.length) {
        throw new AppError(422, 'FIELD_INVALID', T.photoUnknown, { field: 'photo_ids' })
      }
      // the row read once: its facts tell the branch, and it is the answer
      const row = await q.requestInScope(trx, scopeOf(session), made)
      if (!row) throw requestNotFound()
      await notices(trx, { event: 'tanya_baru', request: noticeFacts(row), actorId: session.user.id })
      return present(trx, session, row)
    })
  }

  async function answer(session: BranchSession, id: number, body: AnswerPartRequest): Promise<PartRequest> {
    const known = await activeProductsByPartNo(
      db,
      body.lines.map((l) => l.part_no),
    )
    const unknown = body.lines.findIndex((l) => !known.has(l.part_no))
    if (unknown >= 0) {
      throw new AppError(422, 'FIELD_INVALID', T.partUnknown(body.lines[unknown].part_no), {
        field: `lines.${unknown}.part_no`,
      })
    }
    return db.transaction().execute(async (trx) => {
      const row = await lockForWrite(trx, session, id, body.version)
      const now = clock.now()
      const messageId = await q.insertMessage(trx, {
        request_id: id,
        author_id: session.user.id,
        side: 'seller',
        body: body.message ?? '',
        created_at: now,
      })
      await q.insertLines(
        trx,
        body.lines.map((l) => ({
          request_id: id,
          message_id: messageId,
          product_id: (known.get(l.part_no) as { id: number }).id,
          qty: l.qty,
          note: l.note ?? null,
        })),
      )
      await q.moveRequest(trx, id, { state: 'dijawab', at: now, answered: true })
      await notices(trx, { event: 'tanya_dijawab', request: noticeFacts(row), actorId: session.user.id })
      return after(trx, session, id)
    })
  }

  /** The buyer writes again: the request waits for the branch once more. */
  async function reply(session: StoreSession, id: number, body: ReplyPartRequest): Promise<PartRequest> {
    return db.transaction().execute(async (trx) => {
      const row = await lockForWrite(trx, session, id, body.version)
      const now = clock.now()
      await q.insertMessage(trx, {
        request_id: id,
        author_id: session.user.id,
        side: 'user',
        body: body.message,
        created_at: now,
      })
      await q.moveRequest(trx, id, { state: 'baru', at: now })
      await notices(trx, { event: 'tanya_baru', request: noticeFacts(row), actorId: session.user.id })
      return after(trx, session, id)
    })
  }

  async function close(session: PlaceSession, id: number, body: VersionOnly): Promise<PartRequest> {
    return db.transaction().execute(async (trx) => {
      await lockForWrite(trx, session, id, body.version)
      await q.moveRequest(trx, id, { state: 'ditutup', at: clock.now(), closed: true })
      return after(trx, session, id)
    })
  }

  /** 'Tambah ke Keranjang': the latest answer's parts into the buyer's cart, and the request Selesai, in one transaction. */
  async function addToCart(session: StoreSession, id: number, body: VersionOnly): Promise<PartRequestCartResponse> {
    const done = await db.transaction().execute(async (trx) => {
      const row = await lockForWrite(trx, session, id, body.version)
      const lines = await q.latestAnswerLines(trx, id)
      if (row.state !== 'dijawab' || lines.length === 0) throw new AppError(409, 'PART_REQUEST_STATE', T.notAnswered)
      const outcome = await cart.refillWithin(trx, session, lines)
      // nothing went in (the cart full, the parts no longer sold): the request stays answered
      if (outcome.added.length === 0) {
        const why = outcome.skipped.map((s) => `${s.sto_id} (${s.reason})`).join(', ')
        throw new AppError(409, 'PART_REQUEST_STATE', `Tidak ada part yang ditambahkan: ${why}.`)
      }
      await q.moveRequest(trx, id, { state: 'selesai', at: clock.now(), closed: true })
      return {
        added: outcome.added.map((a) => ({ sto_id: a.sto_id, qty: a.qty, capped: a.capped })),
        replaced: outcome.replaced,
        skipped: outcome.skipped,
        request: await after(trx, session, id),
      }
    })
    // the cart as it is now, read after the commit like 'Pesan Lagi''s
    return { ...done, cart: await cart.get(session) }
  }

  return { models, list, waiting, one, create, answer, reply, close, addToCart }
}

export type PartRequestService = ReturnType<typeof createPartRequestService>
