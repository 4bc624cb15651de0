import { Paper } from '@mantine/core'
import { NoteField } from './note-field'

/** The buyer's note for the whole order (product.md §5.3; §2.8 'Maks 100 karakter'); sent with the estimate. */
export function BuyerNote({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Paper withBorder p="sm">
      <NoteField label="Catatan untuk pesanan" placeholder="Catatan untuk dealer (opsional)" value={value} onChange={onChange} />
    </Paper>
  )
}
