import { describe, expect, it } from 'vitest'
import { FITS_QUERY, PHONE_QUERY, WIDE_QUERY } from './media'
import { PHONE_MEDIA_QUERY } from './theme'
import { DESK_WIDTH, PHONE_WIDTH, widthMatches } from './use-media'

describe('widthMatches (the width the server drew a page for)', () => {
  it.each([
    [WIDE_QUERY, PHONE_WIDTH, false],
    [WIDE_QUERY, DESK_WIDTH, true],
    [WIDE_QUERY, 768, true],
    [WIDE_QUERY, 767, false],
    [FITS_QUERY, DESK_WIDTH, true],
    [FITS_QUERY, 991, false],
    [PHONE_QUERY, PHONE_WIDTH, true],
    [PHONE_QUERY, DESK_WIDTH, false],
    [PHONE_MEDIA_QUERY, 767, true],
    [PHONE_MEDIA_QUERY, 768, false],
    ['(min-width: 30em) and (max-width: 60em)', 600, true],
    ['(min-width: 30em) and (max-width: 60em)', 1000, false],
    ['(min-width: 400px)', PHONE_WIDTH, false],
    ['(orientation: landscape)', DESK_WIDTH, false],
  ])('%s at %i px: %s', (query, width, matches) => {
    expect(widthMatches(query, width)).toBe(matches)
  })
})
