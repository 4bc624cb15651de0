// When a drag across the screenshot carousel turns the page (product.md §2.16: a swipe longer than
// "the smaller of 75 px and 18% of their width"), that is whichever comes first: a drag counts once
// it is longer than 75 px or longer than 18% of the carousel, i.e. longer than the smaller of the
// two. On a phone (carousel ~300 px) 18% (54 px) decides, so a short thumb flick is enough; on a
// wide screen the 75 px cap keeps a mouse drag from having to cross a quarter of the picture.

export const SWIPE_MAX_PX = 75
export const SWIPE_WIDTH_SHARE = 0.18

/** The distance a horizontal drag must exceed, for a carousel `width` pixels wide. */
export function swipeThreshold(width: number): number {
  // width 0: not measured (hidden, or a test DOM): the pixel rule alone
  if (!(width > 0)) return SWIPE_MAX_PX
  return Math.min(SWIPE_MAX_PX, width * SWIPE_WIDTH_SHARE)
}

/**
 * The slide step a finished drag asks for: +1 next (dragged left), -1 previous (dragged right),
 * 0 none. A drag that is mostly vertical is the page scrolling, never a swipe.
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= swipeThreshold(width) || Math.abs(dy) > Math.abs(dx)) return 0
  return dx < 0 ? 1 : -1
}

/** The slide shown after stepping; the ends stop rather than wrap, so "first" and "last" mean something. */
export function clampSlide(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index))
}
