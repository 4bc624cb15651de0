import type { Page } from '@playwright/test'

/**
 * Saves a full-page picture for a person to look at (test-results/screenshots/<name>.png); not
 * an assertion. Transitions are finished first, so a drawer or modal is caught fully open.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, animations: 'disabled' })
}
