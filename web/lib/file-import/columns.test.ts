import { describe, expect, it } from 'vitest'
import { columnLetter } from './columns'

describe('column options', () => {
  // the order import's and the customer import's name for the same check, kept both
  for (const name of ['letters columns as a spreadsheet does', 'letter columns as a spreadsheet does']) {
    it(name, () => {
      expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA'])
    })
  }
})
