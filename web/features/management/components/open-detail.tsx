import { Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'

// A row or card that opens a detail: the whole of it for a mouse or a finger, and a real button
// (its name, the first thing it shows) for a keyboard and a screen reader. A focusable row with
// Enter on it was a control without a role: a screen reader called it a row, not a button.

/** The mouse's and finger's target: the row or card. */
export function openOnClick(open: () => void) {
  return { onClick: open, style: { cursor: 'pointer' } } as const
}

/** The keyboard's target inside the row or card: Tab reaches it, Enter or Space opens the detail. */
export function OpenDetailButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <UnstyledButton
      fw="inherit"
      fz="inherit"
      mih={24}
      aria-haspopup="dialog"
      style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      onClick={(event) => {
        // the row around it opens the same detail
        event.stopPropagation()
        onOpen()
      }}
    >
      {children}
    </UnstyledButton>
  )
}

/** Under a card's title row: the name, then its dimmed notes, one line each. */
export function CardLines({ name, notes }: { name: string; notes: readonly string[] }) {
  return (
    <>
      <Text size="sm" mt={4}>
        {name}
      </Text>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's notes are fixed lines
        <Text key={index} size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      ))}
    </>
  )
}
