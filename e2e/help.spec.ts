import type { Locator, Page } from '@playwright/test'
import { SHOTS } from '../web/features/help/logic/shots'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

// The buyer's help (product.md §2.16): sections that open, screenshot carousels that turn by button,
// key, mouse drag and finger swipe (threshold: 75 px or 18% of the width, whichever is smaller),
// a picture that fails, and the FAQ. Staff get the stub.

const section = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}\\b`) })
const carouselOf = (page: Page, title: string) => page.getByRole('region', { name: `Tangkapan layar ${title}` })
const captionOf = (carousel: Locator) => carousel.locator('[aria-live="polite"]')

/** The picture on show has really arrived from the portal (not just its frame). */
async function expectLoaded(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
}

/** A one-finger horizontal swipe across the middle of `target`, as the phone's touch screen sends it. */
async function fingerSwipe(page: Page, target: Locator, dx: number): Promise<void> {
  await target.scrollIntoViewIfNeeded() // a touch lands where the screen shows the picture
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to swipe')
  const cdp = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the buyer opens Bantuan from the menu, swipes through a section and reads an answer', async ({ page }) => {
    await login(page, demo.user)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Bantuan', exact: true }).click()
    await expect(page).toHaveURL('/user/bantuan')
    await expect(page.getByRole('heading', { level: 1, name: 'Bantuan Pengguna' })).toBeVisible()
    for (const title of ['Produk', 'Keranjang & Import', 'Pesanan', 'Laporan', 'Profil', 'FAQ']) {
      await expect(section(page, title)).toHaveAttribute('aria-expanded', 'false')
    }
    await snap(page, 'help-phone')

    await section(page, 'Produk').click()
    const carousel = carouselOf(page, 'Produk')
    const picture = carousel.getByRole('img')
    await expectLoaded(picture)
    await expect(picture).toHaveAttribute('alt', SHOTS.produkCari.alt)
    // the carousel is about 300 px wide here: 18% (54 px) decides
    await fingerSwipe(page, picture, -40)
    await expect(captionOf(carousel)).toHaveText(SHOTS.produkCari.caption)
    await fingerSwipe(page, picture, -120)
    await expect(captionOf(carousel)).toHaveText(SHOTS.produkFilter.caption)
    await expectLoaded(carousel.getByRole('img'))
    await fingerSwipe(page, carousel.getByRole('img'), 120)
    await expect(captionOf(carousel)).toHaveText(SHOTS.produkCari.caption)
    await carousel.getByRole('button', { name: 'Gambar berikutnya' }).click()
    await carousel.getByRole('button', { name: 'Gambar berikutnya' }).click()
    await expect(captionOf(carousel)).toHaveText(SHOTS.produkKatalog.caption)
    await expectLoaded(carousel.getByRole('img'))
    await carousel.scrollIntoViewIfNeeded()
    await snap(page, 'help-phone-produk')

    await section(page, 'FAQ').click()
    const question = page.getByRole('button', { name: 'Kenapa qty yang dikonfirmasi lebih sedikit dari yang saya minta?' })
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/Anda hanya bisa memesan sampai Qty Konfirmasi/)).toBeVisible()
    await question.scrollIntoViewIfNeeded()
    await snap(page, 'help-phone-faq')
  })
})

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the buyer opens Bantuan from the navbar, turns pictures by click, key and drag', async ({ page }) => {
    // a picture that does not arrive is named by its alt text
    await page.route('**/help/pesanan-riwayat.webp', (route) => route.abort())
    await login(page, demo.user)
    await page.getByRole('banner').getByRole('link', { name: 'Bantuan', exact: true }).click()
    await expect(page).toHaveURL('/user/bantuan')

    await section(page, 'Pesanan').click()
    await expect(page.getByRole('heading', { level: 3, name: 'Saat Konfirmasi: Lanjut Pesan atau Batal Pesan' })).toBeVisible()
    const carousel = carouselOf(page, 'Pesanan')
    await expectLoaded(carousel.getByRole('img'))
    await carousel.getByRole('button', { name: 'Gambar berikutnya' }).click()
    await expect(captionOf(carousel)).toHaveText(SHOTS.pesananKonfirmasi.caption)

    // the carousel is 300 px wide here, so a drag must exceed 54 px (18%): 30 px does nothing, 90 px turns back
    const picture = carousel.getByRole('img')
    await picture.scrollIntoViewIfNeeded()
    const box = await picture.boundingBox()
    if (!box) throw new Error('no picture')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 30, y, { steps: 3 })
    await page.mouse.up()
    await expect(captionOf(carousel)).toHaveText(SHOTS.pesananKonfirmasi.caption)
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 90, y, { steps: 5 })
    await page.mouse.up()
    await expect(captionOf(carousel)).toHaveText(SHOTS.pesananDaftar.caption)

    await carousel.focus()
    await page.keyboard.press('End')
    await expect(captionOf(carousel)).toHaveText(SHOTS.pesananRiwayat.caption)
    await expect(carousel.getByText(`Gambar gagal dimuat — ${SHOTS.pesananRiwayat.alt}`)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(captionOf(carousel)).toHaveText(SHOTS.pesananKonfirmasi.caption)
    await snap(page, 'help-desk-pesanan')

    await section(page, 'FAQ').click()
    const question = page.getByRole('button', { name: 'Apa arti Indent, dan berapa lama?' })
    await question.click()
    await expect(page.getByText(/tanggal "Perkiraan tiba"/)).toBeVisible()
    await snap(page, 'help-desk-faq')
  })

  test('staff see that their help is still being written', async ({ page }) => {
    await login(page, demo.seller)
    await page.getByRole('banner').getByRole('link', { name: 'Bantuan', exact: true }).click()
    await expect(page).toHaveURL('/seller/bantuan')
    await expect(page.getByRole('heading', { level: 1, name: 'Bantuan' })).toBeVisible()
    await expect(page.getByText('Halaman bantuan untuk Staff DIPO sedang dalam pengerjaan.')).toBeVisible()
    await snap(page, 'help-seller-desk')
  })
})
