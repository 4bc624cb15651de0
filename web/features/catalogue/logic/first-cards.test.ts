// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIRST_CARDS, preloadFirstPictures } from './first-cards'

describe('preloadFirstPictures', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads the pictures of the first cards only, at high priority, skipping cards without one', () => {
    const loaded: { src: string; fetchPriority: string }[] = []
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto'
        set src(value: string) {
          loaded.push({ src: value, fetchPriority: this.fetchPriority })
        }
      },
    )
    const products = Array.from({ length: 14 }, (_, i) => ({ image: i === 2 ? null : `/parts/p${i}.svg` }))
    preloadFirstPictures(products)
    expect(loaded.map((l) => l.src)).toEqual(
      Array.from({ length: FIRST_CARDS }, (_, i) => `/parts/p${i}.svg`).filter((src) => src !== '/parts/p2.svg'),
    )
    expect(loaded.every((l) => l.fetchPriority === 'high')).toBe(true)
  })
})
