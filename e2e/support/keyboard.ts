import { expect, type Locator, type Page } from '@playwright/test'

// A person with a keyboard only: Tab and Shift+Tab move, Enter and Space press, and wherever the
// focus lands it can be seen.

/** What has the focus, for a failure's message: 'BUTTON "Kirim Estimasi"'. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing (the page itself)'
    const name = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || '').trim()
    return `${el.tagName}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.slice(0, 50)}"`
  })
}

/**
 * Whether the focused element shows it has the focus: an outline or a ring (a spread shadow), or,
 * for one of the kit's fields, its border in the focus colour. Null when it does; else what lacks it.
 */
export async function hiddenFocus(page: Page): Promise<string | null> {
  const hidden = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return false
    const style = getComputedStyle(el)
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return false
    // a ring drawn as a shadow spreads without offset or blur; a card's own shadow does not count
    if (/(^|,\s*)(rgba?\([^)]*\)\s+)?0px 0px 0px [1-9]/.test(style.boxShadow)) return false
    // the kit's fields (and its file field, a button) draw their focus as a border in the focus
    // colour, on the field or on the box around it (a password's): --input-bd is --input-bd-focus
    for (let box: HTMLElement | null = el, up = 0; box && up < 3; box = box.parentElement, up++) {
      const boxStyle = getComputedStyle(box)
      const border = boxStyle.getPropertyValue('--input-bd').trim()
      const focus = boxStyle.getPropertyValue('--input-bd-focus').trim()
      if (border && border === focus && Number.parseFloat(boxStyle.borderTopWidth) > 0) return false
    }
    return true
  })
  return hidden ? describeFocus(page) : null
}

/** Fails unless the focused element shows its focus. */
export async function expectFocusShown(page: Page): Promise<void> {
  expect(await hiddenFocus(page), 'the focus must be visible').toBeNull()
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking at every stop that
 * the focus can be seen; fails when `target` is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  await expect(target).toBeVisible({ timeout: 15_000 })
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    await expectFocusShown(page)
  }
  throw new Error(
    `not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus is on ${await describeFocus(page)}`,
  )
}

/** Tabs to `target` and presses `key` there (Enter by default). */
export async function pressOn(page: Page, target: Locator, key = 'Enter', options: { back?: boolean; max?: number } = {}) {
  await tabTo(page, target, options)
  await page.keyboard.press(key)
}

/** Whether the focus is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement))

/**
 * A dialog as a keyboard user meets it: `opener` is reached by Tab and pressed with `key`, the
 * dialog opens with the focus inside, Tab and Shift+Tab go round inside it however often they are
 * pressed (each stop visible), Escape closes it and the focus is back on `opener`.
 */
export async function expectDialogTrapsFocus(
  page: Page,
  opener: Locator,
  dialog: Locator,
  options: { key?: string; back?: boolean; max?: number } = {},
): Promise<void> {
  await pressOn(page, opener, options.key ?? 'Enter', options)
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => focusInside(dialog), { message: 'the focus moves into the dialog' }).toBe(true)
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').length,
  )
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 3; press++) {
      await page.keyboard.press(key)
      expect(await focusInside(dialog), `after ${press + 1} × ${key} the focus is still in the dialog`).toBe(true)
      await expectFocusShown(page)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect
    .poll(() => opener.evaluate((el) => el === document.activeElement), { message: 'the focus is back on the opener' })
    .toBe(true)
}
