import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, type Product, part, READY } from '../test/order-factories'
import { readableMail, TestSmtp } from '../test/smtp'
import { createMailTransport, type SendMail } from './mail-transport'
import { createOrderNotifier } from './record'
import { GIVE_UP_AFTER_MS, type SenderDeps, sendDue } from './sender'

// E-mail through a real SMTP conversation (smtp-server in this process): the message, its link and
// its recipient; none for a person without an address or who turned it off; an SMTP server down
// then up delivers exactly once; a day of failures gives up with the reason kept; two senders at
// once never send one entry twice. The test message a person sends himself: test-message.test.ts.

const PUBLIC_URL = 'https://parts.dealer.co.id'
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product
const smtp = new TestSmtp()
let mail: SendMail

beforeAll(async () => {
  t = await startTestApp()
  w = await buildOrderWorld(t.database.db)
  product = await part(t.database.db, { name: 'KAMPAS REM' })
  await setStock(t.database.db, w.jkt.id, product.id, 500)
  await smtp.start()
  mail = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'DIPO Parts <noreply@dealer.co.id>',
    timeoutMs: 2_000,
  })
  // beli.satu reads e-mail; the dual account has no address
  await t.database.db.updateTable('users').set({ email: 'budi@bengkel.co.id' }).where('id', '=', w.buyer.id).execute()
})
afterAll(async () => {
  await smtp.stop()
  await t.close()
})

const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({
  db: t.database.db,
  clock: t.clock,
  mail,
  publicUrl: PUBLIC_URL,
  ...over,
})

/** An order staff exported (now Diproses): its buyers are told, with e-mail on. */
async function exportedOrder(): Promise<number> {
  const order = await buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    staff: w.staff,
    status: 4,
    lines: [{ product, qty_estimasi: 5, qty_confirmed: 4, qty_ordered: 4, ready_status_id: READY.ada }],
  })
  const notify = createOrderNotifier({ clock: t.clock, emailEnabled: true })
  await t.database.db.transaction().execute((trx) => notify(trx, { event: 'diproses', orderId: order.id, actorId: w.staff.id }))
  return order.id
}

async function outboxOf(orderId: number) {
  return t.database.db
    .selectFrom('notification_outbox as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select(['o.id', 'o.channel', 'o.state', 'o.attempts', 'o.due_at', 'o.last_error', 'n.user_id'])
    .where('n.order_id', '=', orderId)
    .execute()
}

async function sendAll(d: SenderDeps) {
  while ((await sendDue(d)) > 0) {}
}

describe('e-mail', () => {
  it('goes to the person with an address who chose it: the words, the order’s full link', async () => {
    await t.database.db
      .insertInto('notification_prefs')
      .values({ user_id: w.buyer.id, event: 'diproses', push: false, email: true })
      .execute()
    const orderId = await exportedOrder()
    expect((await outboxOf(orderId)).map((e) => `${e.user_id} ${e.channel}`)).toEqual([`${w.buyer.id} email`])
    smtp.received = []
    await sendAll(deps())
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].to).toEqual(['budi@bengkel.co.id'])
    // quoted-printable, as mail is sent: long lines are folded with '=' and read back whole here
    const raw = readableMail(smtp.received[0].raw)
    expect(raw).toMatch(/^Subject: Pesanan DPO\/JKT01\/\d{6}\/\d{5} diproses/m)
    expect(raw).toContain('From: DIPO Parts <noreply@dealer.co.id>')
    expect(raw).toContain(`Buka pesanan: ${PUBLIC_URL}/user/pesanan/diproses/${orderId}`)
    expect(raw).toContain('TOKO MAJU JAYA: pesanan sudah diteruskan ke sistem dealer dan sedang diproses.')
    expect((await outboxOf(orderId))[0]).toMatchObject({ state: 'terkirim', attempts: 1, last_error: null })
  })

  it('is not written for a person who turned it off', async () => {
    await t.database.db
      .updateTable('notification_prefs')
      .set({ email: false })
      .where('user_id', '=', w.buyer.id)
      .where('event', '=', 'diproses')
      .execute()
    const orderId = await exportedOrder()
    expect(await outboxOf(orderId)).toEqual([])
    await t.database.db.updateTable('notification_prefs').set({ email: true }).where('user_id', '=', w.buyer.id).execute()
  })

  it('waits out an SMTP server that is down, then delivers exactly once', async () => {
    const port = smtp.port
    await smtp.stop()
    const orderId = await exportedOrder()
    await sendAll(deps())
    const [waiting] = await outboxOf(orderId)
    expect(waiting).toMatchObject({ state: 'antri', attempts: 1 })
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(new Date(waiting.due_at).getTime() - t.clock.now().getTime()).toBe(30_000)

    // still down at the next try: the pause grows
    t.clock.advance(30_000)
    await sendAll(deps())
    const again = (await outboxOf(orderId))[0]
    expect(again.attempts).toBe(2)
    expect(new Date(again.due_at).getTime() - t.clock.now().getTime()).toBe(60_000)

    // back up: not before its time, then once
    await smtp.start(port)
    smtp.received = []
    await sendAll(deps())
    expect(smtp.received).toHaveLength(0)
    t.clock.advance(60_000)
    await sendAll(deps())
    t.clock.advance(10 * 60_000)
    await sendAll(deps())
    expect(smtp.received).toHaveLength(1)
    expect((await outboxOf(orderId))[0]).toMatchObject({ state: 'terkirim', attempts: 3 })
  })

  it('gives up after a day of failures and keeps the reason', async () => {
    const orderId = await exportedOrder()
    const failing: SendMail = async () => {
      throw new Error('550 mailbox unavailable')
    }
    for (let hour = 0; hour <= 24; hour++) {
      await sendAll(deps({ mail: failing }))
      t.clock.advance(60 * 60_000)
    }
    const [given] = await outboxOf(orderId)
    expect(given.state).toBe('gagal')
    expect(given.last_error).toBe('550 mailbox unavailable')
    expect(given.attempts).toBeGreaterThan(20)
    expect(GIVE_UP_AFTER_MS).toBe(24 * 60 * 60_000)
  })

  it('two senders at once never send the same entry twice', async () => {
    const orders = [await exportedOrder(), await exportedOrder(), await exportedOrder(), await exportedOrder()]
    const sent: string[] = []
    const slow: SendMail = async (m) => {
      await new Promise((r) => setTimeout(r, 50))
      sent.push(m.text)
    }
    await Promise.all([sendAll(deps({ mail: slow })), sendAll(deps({ mail: slow })), sendAll(deps({ mail: slow }))])
    expect(sent).toHaveLength(orders.length)
    expect(new Set(sent).size).toBe(orders.length)
    for (const id of orders) expect((await outboxOf(id))[0].state).toBe('terkirim')
  })
})
