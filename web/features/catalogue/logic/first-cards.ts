// The cards a phone or a desk shows before scrolling: they render first, and their pictures load
// first (the largest thing on the first screen, so what the screen waits for).

export const FIRST_CARDS = 10

/**
 * Starts loading the first cards' pictures as soon as the list has arrived, while the cards are
 * still rendering: the browser's image cache then has them when the cards ask.
 */
export function preloadFirstPictures(products: readonly { image: string | null }[]): void {
  // a page the server renders names its pictures itself
  if (typeof Image === 'undefined') return
  for (const { image } of products.slice(0, FIRST_CARDS)) {
    if (!image) continue
    const picture = new Image()
    picture.fetchPriority = 'high'
    picture.src = image
  }
}
