import { createEstimate, demo, login, newContextAs, pickParts } from './support'
import { expect, test } from './support/test'

// No work lost on the order screen (product.md §2.11): staff who changed a confirmed quantity are
// asked before 'Kembali', a menu, the browser's back button and closing the tab take it away. BDG01's
// accounts keep this journey apart from the ones that count demo.user's cart.

test.use({ viewport: { width: 1280, height: 800 } })

test('staff with an unsent quantity are asked before the order is left, every way out', async ({ browser, page: buyer }) => {
  test.setTimeout(90_000)
  await login(buyer, demo.user2)
  const [part] = await pickParts(buyer, [(s) => s >= 2 && s <= 990])
  const id = await createEstimate(buyer, [{ part, qty: 2 }])
  const staff = await newContextAs(browser, demo.seller2)
  const page = staff.page
  try {
    await page.goto('/seller/pesanan/estimasi')
    await page.goto(`/seller/pesanan/estimasi/${id}`)
    await expect(page.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
    const qty = page.getByLabel(`Qty Konfirmasi ${part.partNo}`)
    await qty.fill('1')
    const question = page.getByRole('dialog', { name: 'Tinggalkan halaman?' })
    const stay = async () => {
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: 'Tetap di sini' }).click()
      await expect(question).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`/seller/pesanan/estimasi/${id}$`))
      await expect(qty).toHaveValue('1')
    }

    await page.getByRole('link', { name: 'Kembali' }).click()
    await stay()
    await page.getByRole('navigation').getByRole('link', { name: 'Laporan' }).click()
    await stay()
    await page.evaluate(() => window.history.back())
    await stay()

    // closing the tab: the browser's own question, declined
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.type())
        await dialog.dismiss()
      }),
    )
    await page.close({ runBeforeUnload: true })
    expect(await asked).toBe('beforeunload')
    await expect(qty).toHaveValue('1')

    // and when staff do mean to go, back leads where they came from
    await page.evaluate(() => window.history.back())
    await question.getByRole('button', { name: 'Ya, tinggalkan' }).click()
    await expect(page).toHaveURL(/\/seller\/pesanan\/estimasi$/)
  } finally {
    await staff.context.close()
  }
})
