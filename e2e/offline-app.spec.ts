import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { WEB_DIST } from '../scripts/web-build'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

// The installed app on a workshop phone: with the service worker in place the portal opens
// without a network, says so, and loads its data when the network returns; a new release asks
// before it takes over.
const OFFLINE_TEXT = 'Anda sedang offline — data akan dimuat ulang saat tersambung.'
const SW_FILE = path.resolve(process.env.WEB_DIST ?? WEB_DIST, 'sw.js')

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' })
// installing the worker downloads the whole precache (~1.8 MB) first; a busy 2-core machine needs time
test.describe.configure({ timeout: 90_000 })

/** Waits until the worker is active and this page is one of its clients (a reload after install). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('offline: the catalogue reloads as the app with a banner, and its results arrive when the network returns', async ({
  page,
  context,
}) => {
  await login(page, demo.user)
  await controlledByWorker(page)
  await page.evaluate(() => sessionStorage.setItem('catalogue_prefill_q', '1230A'))
  await page.goto('/user/produk/all')
  await expect(page.getByText(/^1230A/).first()).toBeVisible()
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  // the shell from the worker's cache: the app bar, the search box, the banner; no browser error page
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toHaveValue('1230A')
  await expect(page.getByText('Terjadi kesalahan jaringan')).toHaveCount(0)
  await expect(page.getByText(/^1230A/)).toHaveCount(0)
  await snap(page, 'offline-catalogue-390')

  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0)
  await expect(page.getByText(/^1230A/).first()).toBeVisible({ timeout: 15_000 })
  // the list's search is in its address, as the list writes it
  expect(page.url()).toMatch(/\/user\/produk\/all\?q=1230A$/)
})

test('offline on the login page: the form is there with the banner, not the browser error page', async ({ page, context }) => {
  await page.goto('/login')
  await controlledByWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible()
  await expect(page.locator('form button[type="submit"]')).toBeVisible()
  await context.setOffline(false)
})

test('a new release shows "Versi baru tersedia" and "Muat ulang" reloads into it', async ({ page }) => {
  await login(page, demo.user)
  await controlledByWorker(page)
  const original = fs.readFileSync(SW_FILE)
  const twins = ['.br', '.gz'].map((ext) => `${SW_FILE}${ext}`).filter((file) => fs.existsSync(file))
  const twinBytes = twins.map((file) => fs.readFileSync(file))
  try {
    // a new build's worker differs from the running one; that is all the browser compares
    for (const file of twins) fs.rmSync(file)
    fs.writeFileSync(SW_FILE, Buffer.concat([original, Buffer.from(`\n// release ${Date.now()}\n`)]))
    await page.evaluate(() => {
      ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
    })
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect(page.getByText('Versi baru tersedia')).toBeVisible({ timeout: 15_000 })
    await snap(page, 'update-prompt-390')
    // the new worker takes over and the page reloads into it: the marker set on the old page is gone
    const reloaded = page.waitForEvent('framenavigated')
    await page.getByRole('button', { name: 'Muat ulang' }).click()
    await reloaded
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false)
    await expect(page.getByText('Versi baru tersedia')).toHaveCount(0)
  } finally {
    fs.writeFileSync(SW_FILE, original)
    for (const [i, file] of twins.entries()) fs.writeFileSync(file, twinBytes[i])
  }
})
