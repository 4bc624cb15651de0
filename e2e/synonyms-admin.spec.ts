import type { Page } from '@playwright/test'
import { demo, expectHome, login, snap } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { findCutText } from './support/cut-text'
import { pageSettled } from './support/routes'
import { expect, test } from './support/test'

// Head office keeps the synonyms on a 360 px phone (docs/product.md §14.2): opens 'Sinonim' from
// the menu, adds a term of one long word with its phrases, finds it by a word of a phrase (the
// search kept in the address across a reload), is told 'Istilah ini sudah ada.' when adding it
// twice, changes it and deletes it after the question. Nothing is cut or reaches past the screen,
// and axe-core finds no WCAG 2.2 AA violation on the list, the form or the question.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const suffix = String(Date.now()).slice(-6)
/** one word of 32 letters and digits: it must break inside its card and the dialogs' titles */
const TERM = `kampasremtromolbelakang${suffix}`
const RENAMED = `sepatu rem ${suffix}`
const PHRASE = `BRAKESHOEASSYREARLH${suffix}`

/** Nothing cut or past the screen's edge, no WCAG violation: the page as it is now, dialogs included. */
async function expectWhole(page: Page, where: string) {
  // the dialogs' transitions finished, the data in
  await pageSettled(page)
  expect(await findCutText(page), where).toEqual([])
  expect(describeViolations(where, await wcagViolations(page))).toEqual([])
}

test('head office adds a synonym, finds it, changes it and deletes it on a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page, demo.admin)
  await expectHome(page, 'admin')

  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Sinonim', exact: true }).click()
  await expect(page).toHaveURL('/admin/sinonim')
  await expect(page.getByRole('heading', { level: 1, name: 'Sinonim' })).toBeVisible()
  // the shipped list (migration 0022) is there, by nobody
  await expect(page.getByRole('list', { name: 'Daftar sinonim' }).getByRole('listitem').first()).toBeVisible()
  await expectWhole(page, 'the list')

  // a new term: its rules said before sending, then its phrases split at ';'
  await page.getByRole('button', { name: 'Tambah Sinonim' }).click()
  let dialog = page.getByRole('dialog', { name: 'Tambah Sinonim' })
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog.getByText('Istilah wajib diisi: 1–4 kata huruf/angka, maks 40 karakter.')).toBeVisible()
  await expectWhole(page, 'Tambah Sinonim with its rules said')
  await dialog.getByLabel(/^Istilah/).fill(TERM)
  await dialog.getByLabel(/^Sinonim/).fill(`${PHRASE.toLowerCase()}; brake shoe;`)
  await expect(dialog.getByTestId('kept-phrases')).toContainText('BRAKE SHOE')
  await expectWhole(page, 'Tambah Sinonim')
  await snap(page, 'synonyms-add-360')
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Sinonim "${TERM}" ditambahkan`)).toBeVisible()
  await expect(dialog).toBeHidden()

  // found by a word of a phrase, the search in the address; a reload keeps it
  await page.getByRole('searchbox', { name: 'Cari sinonim' }).fill(suffix)
  await expect(page).toHaveURL(`/admin/sinonim?q=${suffix}`)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Cari sinonim' })).toHaveValue(suffix)
  const card = page.getByRole('listitem').filter({ hasText: TERM })
  await expect(card).toHaveCount(1)
  await expect(card.getByText(PHRASE, { exact: true })).toBeVisible()
  await expect(card.getByText('BRAKE SHOE', { exact: true })).toBeVisible()
  await expect(page.getByTestId('synonym-count')).toHaveText('1 istilah')
  await expectWhole(page, 'the found term')
  await snap(page, 'synonyms-found-360')

  // the same term again is refused beside Istilah; closing the typed form asks first
  await page.getByRole('button', { name: 'Tambah Sinonim' }).click()
  dialog = page.getByRole('dialog', { name: 'Tambah Sinonim' })
  await dialog.getByLabel(/^Istilah/).fill(TERM.toUpperCase())
  await dialog.getByLabel(/^Sinonim/).fill('BRAKE SHOE')
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog.getByText('Istilah ini sudah ada.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Batal' }).click()
  await page.getByRole('dialog', { name: 'Tutup formulir?' }).getByRole('button', { name: 'Ya, tutup' }).click()
  await expect(dialog).toBeHidden()

  // changed: renamed, one phrase fewer
  await card.getByRole('button', { name: `Ubah sinonim ${TERM}` }).click()
  dialog = page.getByRole('dialog', { name: `Ubah Sinonim "${TERM}"` })
  await expect(dialog.getByLabel(/^Sinonim/)).toHaveValue(`${PHRASE}; BRAKE SHOE`)
  await dialog.getByLabel(/^Istilah/).fill(RENAMED)
  await dialog.getByLabel(/^Sinonim/).fill('brake shoe')
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Sinonim "${RENAMED}" disimpan`)).toBeVisible()
  const renamed = page.getByRole('listitem').filter({ hasText: RENAMED })
  await expect(renamed).toHaveCount(1)
  await expect(renamed.getByText(PHRASE)).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: TERM })).toHaveCount(0)

  // deleted after the question
  await renamed.getByRole('button', { name: `Hapus sinonim ${RENAMED}` }).click()
  const question = page.getByRole('dialog', { name: `Hapus sinonim "${RENAMED}"?` })
  await expect(question).toBeVisible()
  await expectWhole(page, 'the question')
  await snap(page, 'synonyms-delete-360')
  await question.getByRole('button', { name: 'Ya, hapus' }).click()
  await expect(page.getByText(`Sinonim "${RENAMED}" dihapus`)).toBeVisible()
  await expect(page.getByText('Tidak ada sinonim yang cocok.')).toBeVisible()
})
