import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/connect'

// 'Tanya Part' requests of the demo's first workshop (docs/product.md §14.4), so a newcomer sees the
// list, a question answered with parts at his prices, and one that ended in the cart: Budi asked
// about an Xpander's front pads yesterday and Dewi answered with two parts; ten days ago an L300's
// fuel filter, answered and put in the cart.

const HOUR = 3_600_000

interface DemoRequest {
  model: string
  year: number
  vin: string | null
  need: string
  qty: number
  askedHoursAgo: number
  answerAfterHours: number
  message: string
  /** name words of the parts the answer names (the demo catalogue's, server/seed/part-kinds.ts) */
  parts: string[][]
  state: 'dijawab' | 'selesai'
}

const REQUESTS: DemoRequest[] = [
  {
    model: 'L300',
    year: 2015,
    vin: null,
    need: 'Filter solar, yang lama sudah rembes',
    qty: 2,
    askedHoursAgo: 240,
    answerAfterHours: 1,
    message: 'Untuk L300 2015 pakai filter ini.',
    parts: [['FILTER', 'FUEL']],
    state: 'selesai',
  },
  {
    model: 'Xpander',
    year: 2019,
    vin: 'MK2NC4GU7KJ000123',
    need: 'Kampas rem depan, bunyi saat mengerem',
    qty: 1,
    askedHoursAgo: 26,
    answerAfterHours: 2,
    message: 'Untuk Xpander 2019 ini kampas depannya, sekalian cek piringan.',
    parts: [
      ['BRAKE', 'PAD', 'FR', 'XPANDER'],
      ['BRAKE', 'DISC', 'FR'],
    ],
    state: 'dijawab',
  },
]

/** The first active part whose name holds every word, or null. */
async function partNamed(trx: Db, words: string[]): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    select id from products where is_active and ${sql.join(
      words.map((w) => sql`name like ${`%${w}%`}`),
      sql` and `,
    )} order by length(name), id limit 1`.execute(trx)
  return rows[0]?.id ?? null
}

export async function insertDemoPartRequests(trx: Db, buyer: number, clerk: number, now: Date): Promise<void> {
  const { rows } = await sql<{ store_id: number; branch_id: number }>`
    select u.store_id, s.branch_id from users u join stores s on s.id = u.store_id where u.id = ${buyer}`.execute(trx)
  const place = rows[0]
  if (!place) return
  for (const r of REQUESTS) {
    const asked = new Date(now.getTime() - r.askedHoursAgo * HOUR)
    const answered = new Date(asked.getTime() + r.answerAfterHours * HOUR)
    const request = await trx
      .insertInto('part_requests')
      .values({
        store_id: place.store_id,
        branch_id: place.branch_id,
        created_by: buyer,
        client_key: randomUUID(),
        vehicle_model: r.model,
        vehicle_year: r.year,
        vin: r.vin,
        need: r.need,
        qty: r.qty,
        state: r.state,
        version: r.state === 'selesai' ? 3 : 2,
        created_at: asked,
        updated_at: answered,
        first_answered_at: answered,
        closed_at: r.state === 'selesai' ? new Date(answered.getTime() + HOUR) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const message = await trx
      .insertInto('part_request_messages')
      .values({ request_id: request.id, author_id: clerk, side: 'seller', body: r.message, created_at: answered })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const words of r.parts) {
      const product = await partNamed(trx, words)
      if (product === null) continue
      await trx
        .insertInto('part_request_lines')
        .values({ request_id: request.id, message_id: message.id, product_id: product, qty: r.qty, note: null })
        .execute()
    }
  }
}
