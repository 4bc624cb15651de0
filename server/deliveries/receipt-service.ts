import { z } from 'zod'
import {
  DISCREPANCY_LIST_LIMIT,
  PHOTOS_PER_DELIVERY,
  RECEIPT_TEXT,
  RECEIVED_ROLE_LABEL,
  type ReceivedRole,
} from '#common/receipt-rules.ts'
import type {
  CloseDiscrepancyRequest,
  Discrepancy,
  DiscrepancyListQuery,
  ReceiptRequest,
  ReceiptResponse,
} from '#common/receipts.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession, BranchSession, PlaceSession } from '../http/guards'
import { decodeCursor, encodeCursor, keysetPage, writtenInstant } from '../lib/cursor'
import { toEvidencePhoto } from '../lib/images'
import { presentDiscrepancy } from './presenter'
import * as rq from './receipt-queries'
import { type DeliveryDeps, scopeOf } from './service'

// 'Terima Barang' and 'Selisih' (docs/product.md §13.3): the buyer (or staff on his behalf)
// confirms what arrived of a delivery, once; a line that arrived short, damaged or as the wrong
// part becomes a discrepancy the branch is told of and closes with a resolution. Photos are
// uploaded first (one per request, re-encoded like profile pictures) and named by the receipt.

const deliveryNotFound = () => notFound('Pengiriman tidak ditemukan')

// written from the clock's instants (to the millisecond)
const positionSchema = z.strictObject({ t: writtenInstant('ms'), i: z.number().int().positive() })

export function createReceiptService(deps: DeliveryDeps) {
  const { db, clock, orderEvents } = deps

  async function discrepanciesOf(dbOrTrx: Db, deliveryId: number) {
    return (await rq.discrepanciesOfDelivery(dbOrTrx, deliveryId)).map(presentDiscrepancy)
  }

  async function receivedOf(dbOrTrx: Db, deliveryId: number) {
    const row = await rq.receiptOf(dbOrTrx, deliveryId)
    const role = row.received_role as ReceivedRole
    return {
      at: new Date(row.received_at as Date).toISOString(),
      role,
      role_label: RECEIVED_ROLE_LABEL[role],
      by: row.username ?? null,
    }
  }

  /** The confirmation; a second one changes nothing and answers the first. */
  async function receive(session: PlaceSession, deliveryId: number, body: ReceiptRequest): Promise<ReceiptResponse> {
    return orderEvents.transaction(db, async (trx, record) => {
      const delivery = await rq.lockDelivery(trx, scopeOf(session), deliveryId)
      if (!delivery) throw deliveryNotFound()
      if (delivery.received_at) {
        return {
          received: await receivedOf(trx, deliveryId),
          recorded: false,
          discrepancies: await discrepanciesOf(trx, deliveryId),
        }
      }
      const sent = await rq.deliveryLines(trx, deliveryId)
      const told = new Map(body.lines.map((l) => [l.order_item_id, l]))
      if (told.size !== sent.length || sent.some((l) => !told.has(Number(l.order_item_id)))) {
        throw new AppError(422, 'FIELD_INVALID', RECEIPT_TEXT.linesMismatch, { field: 'lines' })
      }
      for (const line of sent) {
        const said = told.get(Number(line.order_item_id))
        if (!said) continue
        if (said.qty_received > line.qty) throw new AppError(422, 'FIELD_INVALID', RECEIPT_TEXT.overReceived, { field: 'lines' })
        if (said.qty_received < line.qty && !said.discrepancy) {
          throw new AppError(422, 'FIELD_INVALID', RECEIPT_TEXT.shortNeedsKind, { field: 'lines' })
        }
      }
      const now = clock.now()
      await rq.markReceived(trx, deliveryId, {
        at: now,
        by: session.user.id,
        role: session.role,
        lines: sent.map((l) => ({
          order_item_id: Number(l.order_item_id),
          qty_received: told.get(Number(l.order_item_id))?.qty_received ?? l.qty,
        })),
      })
      const found: Array<{ part_no: string; kind: Discrepancy['kind'] }> = []
      for (const line of sent) {
        const d = told.get(Number(line.order_item_id))?.discrepancy
        if (!d) continue
        const id = await rq.insertDiscrepancy(trx, {
          delivery_id: deliveryId,
          order_item_id: Number(line.order_item_id),
          order_id: delivery.order_id,
          branch_id: delivery.branch_id,
          store_id: delivery.store_id,
          kind: d.kind,
          note: d.note as string,
          created_at: now,
        })
        if ((await rq.attachPhotos(trx, deliveryId, id, d.photo_ids)) !== d.photo_ids.length) {
          throw new AppError(422, 'FIELD_INVALID', RECEIPT_TEXT.photoUnknown, { field: 'photo_ids' })
        }
        found.push({ part_no: line.part_no, kind: d.kind })
      }
      await record(
        trx,
        {
          order_id: delivery.order_id,
          action: 'terima-barang',
          from_status: delivery.status,
          to_status: delivery.status,
          actor_id: session.user.id,
          actor_role: session.role,
          detail: JSON.stringify({ delivery_id: deliveryId, number: delivery.number, role: session.role, discrepancies: found }),
          created_at: now,
        },
        {
          order_id: delivery.order_id,
          status: delivery.status,
          store_id: delivery.store_id,
          branch_id: delivery.branch_id,
          no_transaksi: delivery.no_transaksi,
          told: found.length > 0 ? 'selisih' : null,
          shown: true,
        },
      )
      return {
        received: await receivedOf(trx, deliveryId),
        recorded: true,
        discrepancies: await discrepanciesOf(trx, deliveryId),
      }
    })
  }

  /** One photo for a discrepancy of a delivery not yet confirmed; re-encoded before any row is locked. */
  async function uploadPhoto(session: PlaceSession, deliveryId: number, file: { bytes: Buffer } | undefined) {
    if (!file) throw new AppError(422, 'FIELD_INVALID', 'Pilih foto yang akan diunggah.', { field: 'photo' })
    const scope = scopeOf(session)
    // nobody's picture is decoded for a delivery he cannot see
    const seen = await rq.deliveryState(db, scope, deliveryId)
    if (!seen) throw deliveryNotFound()
    if (seen.received_at) throw new AppError(409, 'DELIVERY_NOT_ALLOWED', RECEIPT_TEXT.alreadyReceived)
    const photo = await toEvidencePhoto(file.bytes, RECEIPT_TEXT.photoSize)
    return db.transaction().execute(async (trx) => {
      const delivery = await rq.lockDelivery(trx, scope, deliveryId)
      if (!delivery) throw deliveryNotFound()
      if (delivery.received_at) throw new AppError(409, 'DELIVERY_NOT_ALLOWED', RECEIPT_TEXT.alreadyReceived)
      const id = await rq.savePhoto(
        trx,
        { deliveryId, by: session.user.id, contentType: photo.contentType, bytes: photo.bytes, at: clock.now() },
        PHOTOS_PER_DELIVERY,
      )
      if (!id) throw new AppError(422, 'FIELD_INVALID', RECEIPT_TEXT.photosFull, { field: 'photo' })
      return { id }
    })
  }

  async function photo(session: PlaceSession | AdminSession, id: string) {
    return rq.photoInScope(db, scopeOf(session), id)
  }

  async function list(session: BranchSession | AdminSession, query: DiscrepancyListQuery) {
    const limit = query.limit ?? DISCREPANCY_LIST_LIMIT
    const state = query.state ?? 'terbuka'
    const after = query.cursor ? decodeCursor(query.cursor, positionSchema) : null
    const rows = await rq.listDiscrepancies(db, scopeOf(session), state, after, limit + 1)
    return keysetPage(rows, limit, presentDiscrepancy, (last) =>
      encodeCursor({ t: new Date(last.created_at).toISOString(), i: Number(last.id) }),
    )
  }

  /** Staff settle a discrepancy; one already settled (perhaps by a colleague a moment ago) is 409. */
  async function close(session: BranchSession, id: number, body: CloseDiscrepancyRequest) {
    return orderEvents.transaction(db, async (trx, record) => {
      const found = await rq.lockDiscrepancy(trx, session.branch.id, id)
      if (!found) throw notFound('Selisih tidak ditemukan')
      if (found.state !== 'terbuka') throw new AppError(409, 'DELIVERY_NOT_ALLOWED', RECEIPT_TEXT.closedAlready)
      const now = clock.now()
      await rq.closeDiscrepancy(trx, id, { ...body, by: session.user.id, at: now })
      await record(
        trx,
        {
          order_id: found.order_id,
          action: 'tutup-selisih',
          from_status: found.status,
          to_status: found.status,
          actor_id: session.user.id,
          actor_role: 'seller',
          detail: JSON.stringify({ discrepancy_id: id, part_no: found.part_no, resolution: body.resolution, note: body.note }),
          created_at: now,
        },
        {
          order_id: found.order_id,
          status: found.status,
          store_id: found.store_id,
          branch_id: found.branch_id,
          no_transaksi: found.no_transaksi,
          told: 'selisih_selesai',
          shown: true,
        },
      )
      return presentDiscrepancy(await rq.discrepancyById(trx, id))
    })
  }

  return { receive, uploadPhoto, photo, list, close }
}

export type ReceiptService = ReturnType<typeof createReceiptService>
