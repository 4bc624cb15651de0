import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demo, login } from './support'
import { expect, test } from './support/test'

// The paper a branch files: Chromium prints the order detail to PDF and the text of that PDF is
// read back (with poppler's pdftotext where the machine has it; otherwise the printed page's
// own rules are read from the page).

test('an order prints with the letterhead, the printed-at time, signatures and page numbers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, demo.seller)
  await page.goto('/seller/pesanan/diproses')
  await page
    .locator('main')
    .getByRole('link', { name: /^DPO\// })
    .first()
    .click()
  await expect(page.getByTestId('order-lines')).toBeVisible({ timeout: 15_000 })
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  const paper = page.getByTestId('print-document')
  await expect(paper).toContainText(/DIPO Parts · .+ \(cabang JKT01\)/)
  await expect(paper).toContainText(/Dicetak \d{2} \w{3} \d{4}, \d{2}\.\d{2} WIB/)
  await expect(paper).toContainText('Disetujui oleh')
  await page.emulateMedia({ media: 'print' })
  const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-')), 'order.pdf')
  await page.pdf({ path: pdf, format: 'A4' })

  const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
  if (text.status === 0) {
    expect(text.stdout).toContain('Halaman 1 dari 1')
    expect(text.stdout).toMatch(/Dibuat oleh\s+Disetujui oleh/)
  } else {
    // no pdftotext here: the sheet's margin rule that numbers the pages must be in force
    const pageRules = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
        .filter((t) => t.includes('counter(pages)')),
    )
    expect(pageRules.join('\n')).toContain('Halaman')
  }
})
