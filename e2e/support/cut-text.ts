import type { Page } from '@playwright/test'

// What a small phone cuts: every button's, tab's, badge's and label's text measured against its
// box on the page as it is, in the browser itself.

/** One thing the screen does not show whole, e.g. "button 'Lanjut Pesan': text cut (96 of 120 px)". */
export type CutFinding = string

/**
 * Buttons, tabs, badges and labels whose text is cut (a box narrower than its text with the rest
 * hidden, or an ellipsis actually cutting), that reach past the screen's right edge (unless a
 * container scrolls them sideways, as wide tables do), or, for what is pressed, smaller than
 * 24 × 24 px; and a page wider than the screen.
 */
export function findCutText(page: Page): Promise<CutFinding[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const width = window.innerWidth
    const SELECTOR = [
      'button',
      '[role="button"]',
      '[role="tab"]',
      'a.mantine-Button-root',
      '.mantine-Badge-root',
      'label',
      '.mantine-InputWrapper-label',
    ].join(',')
    const PRESSED = 'button, [role="button"], [role="tab"], a.mantine-Button-root'

    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) return false
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
        if (style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return false
      }
      return true
    }
    const nameOf = (el: Element) =>
      ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.getAttribute('title') || '')
        .trim()
        .replace(/\s+/g, ' ')
    const kindOf = (el: Element) => {
      if (el.matches('[role="tab"]')) return 'tab'
      if (el.matches('.mantine-Badge-root')) return 'badge'
      if (el.matches('label, .mantine-InputWrapper-label')) return 'label'
      return 'button'
    }
    /** A box that hides what does not fit, or writes '…' instead of it. */
    const cuts = (el: Element) => {
      const style = getComputedStyle(el)
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      return hides && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== ''
    }
    /** Inside a container that scrolls sideways (a wide table): reachable by scrolling it. */
    const scrolledSideways = (el: Element) => {
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (/(auto|scroll)/.test(style.overflowX) && at.scrollWidth > at.clientWidth + 1) return true
      }
      return false
    }

    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`)
    }
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (!shown(el) || el.closest('[aria-hidden="true"], [inert]')) continue
      const what = `${kindOf(el)} '${nameOf(el).slice(0, 60)}'`
      const box = el.getBoundingClientRect()
      const cut = [el, ...el.querySelectorAll('*')].find((part) => shown(part) && cuts(part))
      if (cut) found.push(`${what}: text cut (${cut.clientWidth} of ${cut.scrollWidth} px shown)`)
      if ((box.right > width + 1 || box.left < -1) && !scrolledSideways(el)) {
        found.push(`${what}: past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`)
      }
      if (el.matches(PRESSED) && (box.width < 24 || box.height < 24)) {
        found.push(`${what}: ${Math.round(box.width)} × ${Math.round(box.height)} px, smaller than 24 × 24`)
      }
    }
    return [...new Set(found)]
  })
}
