import { Text } from '@mantine/core'
import type { CartItem } from '#common/cart.ts'
import { openConfirm } from '#web/lib/confirm.ts'
import { CLEAR_CONFIRM_TITLE, clearConfirmText, REMOVE_CONFIRM_TITLE } from '../logic/messages'

// Both dialogs trap focus and close on Escape (lib/confirm.ts).

export function confirmRemove(item: Pick<CartItem, 'sto_id' | 'name'>, onConfirm: () => void): void {
  openConfirm({
    title: <Text fw={800}>{REMOVE_CONFIRM_TITLE}</Text>,
    children: (
      <Text size="sm">
        <b>{item.sto_id}</b> — {item.name}
      </Text>
    ),
    labels: { confirm: 'Hapus', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  })
}

export function confirmClear(count: number, onConfirm: () => void): void {
  openConfirm({
    title: <Text fw={800}>{CLEAR_CONFIRM_TITLE}</Text>,
    children: <Text size="sm">{clearConfirmText(count)}</Text>,
    labels: { confirm: 'Ya, kosongkan', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  })
}
