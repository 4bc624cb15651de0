import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { CartItem } from '../../../../common/cart'
import { CLEAR_CONFIRM_TITLE, clearConfirmText, REMOVE_CONFIRM_TITLE } from '../logic/messages'

// Both dialogs come from the layout's ModalsProvider: they trap focus and close on Escape.

export function confirmRemove(item: Pick<CartItem, 'sto_id' | 'name'>, onConfirm: () => void): void {
  modals.openConfirmModal({
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
  modals.openConfirmModal({
    title: <Text fw={800}>{CLEAR_CONFIRM_TITLE}</Text>,
    children: <Text size="sm">{clearConfirmText(count)}</Text>,
    labels: { confirm: 'Ya, kosongkan', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  })
}
