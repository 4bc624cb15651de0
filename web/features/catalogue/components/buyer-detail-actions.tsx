// The detail page's stepper and 'Keranjang' button, for buyers only (product.md §2.7).
import { Button, Group, Text } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useState } from 'react'
import type { ProductWithStock } from '#common/catalogue.ts'
import { type CartPort, cartPart } from '../logic/cart-port'
import { QtyStepper, STEPPER_MIN } from './qty-stepper'

/** `cart`: the buyer's cart, handed in by the page (another feature). */
export function BuyerDetailActions({ product, cart }: { product: ProductWithStock; cart: CartPort }) {
  const [qty, setQty] = useState(STEPPER_MIN)
  const [busy, setBusy] = useState(false)

  async function add() {
    setBusy(true)
    try {
      // the cart shows its own toasts; back to 1 only when something went in
      if (await cart.add(cartPart(product), qty)) setQty(STEPPER_MIN)
    } finally {
      setBusy(false)
    }
  }

  const inCart = cart.qtyOf(product.id)
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <QtyStepper value={qty} onChange={setQty} label={`Jumlah ${product.sto_id}`} />
        <Button
          size="md"
          leftSection={<IconShoppingCart size={18} aria-hidden />}
          loading={busy}
          disabled={qty < STEPPER_MIN}
          onClick={() => void add()}
        >
          Keranjang
        </Button>
      </Group>
      {inCart > 0 && (
        <Text size="sm" fw={600} c="dipo.8">
          Di keranjang: {inCart}
        </Text>
      )}
    </>
  )
}
