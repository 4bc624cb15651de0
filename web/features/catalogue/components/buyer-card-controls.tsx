import { ActionIcon, Group, Text } from '@mantine/core'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { QtyInput } from './qty-input'

interface BuyerCardControlsProps {
  partNo: string
  qty: number
  inCartQty: number
  busy: boolean
  onQtyChange: (qty: number) => void
  onAdd: () => void
}

/** Quantity 0..999 and a cart button that stays off at 0, then the in-cart marker (product.md §2.6). */
export function BuyerCardControls({ partNo, qty, inCartQty, busy, onQtyChange, onAdd }: BuyerCardControlsProps) {
  return (
    <>
      <Group gap={6} wrap="nowrap" mt="xs">
        <QtyInput
          aria-label={`Jumlah ${partNo}`}
          value={qty}
          onChange={onQtyChange}
          size="sm"
          style={{ flex: 1, minWidth: 0 }}
          // the phone keyboard's own key says what Enter does: into the cart
          enterKeyHint="send"
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            if (qty > 0 && !busy) onAdd()
          }}
        />
        <ActionIcon size={36} disabled={qty === 0} loading={busy} onClick={onAdd} aria-label={`Tambah ${partNo} ke keranjang`}>
          <IconShoppingCartPlus size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {/* The line keeps its height when empty, so cards in a row stay aligned. */}
      <Text size="xs" fw={600} c="dipo.8" mt={4} style={{ visibility: inCartQty > 0 ? 'visible' : 'hidden' }}>
        Di keranjang: {inCartQty}
      </Text>
    </>
  )
}
