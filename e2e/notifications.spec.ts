import type { BrowserContext, Page } from '@playwright/test'
import { createEstimate, csrfHeader, demo, login, newContextAs, pickParts } from './support'
import { expect, test } from './support/test'

// Told when the order moves: staff confirm and the buyer's open tab counts a new message at once,
// which opens the order; a push delivered to the installed app's service worker shows a
// notification whose tap opens the order.

async function markAllRead(page: Page): Promise<void> {
  const res = await page.request.post('/api/notifications/read', { data: { all: true }, headers: await csrfHeader(page) })
  expect(res.ok()).toBe(true)
}

async function confirmThroughApi(staff: Page, id: number): Promise<void> {
  const order = await (await staff.request.get(`/api/orders/${id}`)).json()
  const confirm_lines = order.items.map((i: { order_detail_id: number }) => ({
    order_detail_id: i.order_detail_id,
    qty_confirmed: 1,
  }))
  const res = await staff.request.post(`/api/orders/${id}/actions/kirim-konfirmasi`, {
    data: { note_seller: '', confirm_lines, resolve: { mode: 'proceed' } },
    headers: await csrfHeader(staff),
  })
  expect(res.ok()).toBe(true)
}

test('staff confirm: the buyer’s open tab counts the message at once, and it opens the order', async ({ browser }) => {
  test.setTimeout(90_000)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const buyer = await phone.newPage()
  const { context: desk, page: staff } = await newContextAs(browser, demo.seller)
  try {
    await login(buyer, demo.user)
    await markAllRead(buyer)
    const [part] = await pickParts(buyer, [(s) => s >= 1])
    const id = await createEstimate(buyer, [{ part, qty: 1 }])
    await buyer.goto('/user/pesanan/estimasi')
    await expect(buyer.getByRole('button', { name: 'Notifikasi', exact: true })).toBeVisible()

    await confirmThroughApi(staff, id)
    const bell = buyer.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' })
    await expect(bell).toBeVisible({ timeout: 10_000 })
    await bell.click()
    const panel = buyer.getByRole('dialog', { name: 'Notifikasi' })
    const number = (await (await buyer.request.get(`/api/orders/${id}`)).json()).nomor_invoice as string
    const message = panel.getByTestId('notification').filter({ hasText: `Estimasi ${number} sudah dikonfirmasi` })
    await expect(message).toContainText('1 part dikonfirmasi cabang')
    await message.click()
    await expect(buyer).toHaveURL(`/user/pesanan/konfirmasi/${id}`)
    await expect(buyer.getByRole('button', { name: 'Notifikasi', exact: true })).toBeVisible()
  } finally {
    await phone.close()
    await desk.close()
  }
})

// What the worker's scope offers (the project's types know the page's, not the worker's).
interface WorkerScope {
  registration: { getNotifications(): Promise<Array<{ title: string; body: string }>> }
  dispatchEvent(event: Event): boolean
  addEventListener(type: string, listener: () => void): void
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event

/** The registration id of the origin's service worker, as the DevTools protocol names it, and the session that knows it. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await found }
}

test.describe('the installed app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a push shows a notification whose tap opens the order', async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'], { origin: baseURL })
    const staff = await context.newPage()
    const buyerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    try {
      await login(staff, demo.seller)
      await staff.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await staff.reload()
      await expect.poll(() => staff.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

      // a buyer sends an estimate: the branch's staff have a message, pushed as the server would
      await login(buyer, demo.user)
      const [part] = await pickParts(buyer, [(s) => s >= 1])
      const id = await createEstimate(buyer, [{ part, qty: 1 }])
      const newest = (await (await staff.request.get('/api/notifications?limit=1')).json()).items[0]
      expect(newest.link).toBe(`/seller/pesanan/estimasi/${id}`)

      // the worker is running and counts the pushes it hears before one is delivered: when no
      // notification shows, the failure says whether the push arrived at all
      const { cdp, registrationId } = await workerRegistration(context, staff)
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
      await worker.evaluate(() => {
        const scope = self as unknown as WorkerScope & { heardPushes?: number }
        scope.heardPushes = 0
        scope.addEventListener('push', () => {
          scope.heardPushes = (scope.heardPushes ?? 0) + 1
        })
      })
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL as string).origin,
        registrationId,
        data: JSON.stringify({ title: newest.title, body: newest.body, link: newest.link }),
      })
      await expect
        .poll(() => worker.evaluate(() => (self as unknown as { heardPushes?: number }).heardPushes), {
          message: 'the worker heard the push',
          timeout: 15_000,
        })
        .toBe(1)
      await expect
        .poll(
          () =>
            worker.evaluate(async () => {
              const shown = await (self as unknown as WorkerScope).registration.getNotifications()
              return shown.map((n) => `${n.title} | ${n.body}`)
            }),
          { message: 'the worker showed the notification', timeout: 15_000 },
        )
        .toContain(`${newest.title} | ${newest.body}`)

      // the tap: the worker hears 'notificationclick' for the notification it showed
      await worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope
        const [shown] = await scope.registration.getNotifications()
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown }))
      })
      await expect(staff).toHaveURL(`/seller/pesanan/estimasi/${id}`, { timeout: 15_000 })
    } finally {
      await context.close()
      await buyerContext.close()
    }
  })
})
