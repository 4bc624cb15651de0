// What the panel beside 'Simpan' says: what a save would write, or why there is nothing to save.
import { CHECK_AGAIN, NOTHING_NEW, NOTHING_TO_SAVE, saveHint } from './messages'

interface SaveFacts {
  valid: number
  errors: number
  /** the server gave a token for this check */
  hasToken: boolean
  /** and it may still be sent */
  ready: boolean
}

export function saveState({ valid, errors, hasToken, ready }: SaveFacts): string {
  if (ready) return saveHint(valid, errors)
  if (hasToken) return CHECK_AGAIN
  // valid rows and no token: each of them is there already, as the file has it (a file run twice)
  return valid > 0 ? NOTHING_NEW : NOTHING_TO_SAVE
}
