import { describe, expect, it } from 'vitest'
import { clampSlide, SWIPE_MAX_PX, swipeStep, swipeThreshold } from './swipe'

describe('swipeThreshold: 75 px or 18% of the width, whichever is smaller', () => {
  it('is 18% of a phone-sized carousel', () => {
    expect(swipeThreshold(300)).toBeCloseTo(54)
    expect(swipeThreshold(390)).toBeCloseTo(70.2)
  })

  it('is 75 px from about 417 px up', () => {
    expect(swipeThreshold(75 / 0.18)).toBeCloseTo(75)
    expect(swipeThreshold(500)).toBe(SWIPE_MAX_PX)
    expect(swipeThreshold(1280)).toBe(75)
  })

  it('falls back to 75 px when the width is unknown', () => {
    expect(swipeThreshold(0)).toBe(75)
    expect(swipeThreshold(Number.NaN)).toBe(75)
    expect(swipeThreshold(-10)).toBe(75)
  })
})

describe('swipeStep', () => {
  it('turns the page only when the drag exceeds the threshold', () => {
    // 300 px wide: the threshold is 54 px
    expect(swipeStep(-54, 0, 300)).toBe(0)
    expect(swipeStep(-55, 0, 300)).toBe(1)
    expect(swipeStep(54, 0, 300)).toBe(0)
    expect(swipeStep(55, 0, 300)).toBe(-1)
    // 600 px wide: 18% would be 108 px, but 75 px is enough
    expect(swipeStep(-75, 0, 600)).toBe(0)
    expect(swipeStep(-76, 0, 600)).toBe(1)
    expect(swipeStep(76, 0, 600)).toBe(-1)
  })

  it('a drag to the left shows the next picture, to the right the previous one', () => {
    expect(swipeStep(-120, 10, 300)).toBe(1)
    expect(swipeStep(120, -10, 300)).toBe(-1)
  })

  it('ignores a mostly vertical drag: that is the page scrolling', () => {
    expect(swipeStep(-90, 120, 300)).toBe(0)
    expect(swipeStep(90, -91, 300)).toBe(0)
  })

  it('ignores a tap', () => {
    expect(swipeStep(0, 0, 300)).toBe(0)
  })
})

describe('clampSlide', () => {
  it('stops at the first and the last picture', () => {
    expect(clampSlide(-1, 4)).toBe(0)
    expect(clampSlide(2, 4)).toBe(2)
    expect(clampSlide(4, 4)).toBe(3)
  })
})
