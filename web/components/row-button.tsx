// A row's action in the desk lists (head office's Ubah, Nonaktifkan, Hapus, Kelola; Sinonim's): a
// small quiet button with its icon, named for screen readers with the row it acts on, since every
// row repeats its words.
import { Button, type MantineColor } from '@mantine/core'
import type { TablerIcon } from '@tabler/icons-react'

interface RowButtonProps {
  icon: TablerIcon
  /** what it says */
  text: string
  /** what a screen reader hears: the action and the row ('Ubah JKT') */
  label: string
  onClick: () => void
  color?: MantineColor
}

export function RowButton({ icon: Glyph, text, label, onClick, color }: RowButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={color}
      leftSection={<Glyph size={14} aria-hidden />}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  )
}
