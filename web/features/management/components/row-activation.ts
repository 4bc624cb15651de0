import type { KeyboardEvent } from 'react'

/**
 * A table row or card that opens a detail: by click, and by Enter or Space once focused with the
 * keyboard (staff work from the keyboard, DESIGN §4a).
 */
export function rowActivation(open: () => void) {
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      open()
    },
  }
}
