import { ActionIcon, Indicator } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '#web/lib/paths.ts'
import { useCart } from '../hooks/use-cart'
import { badgeLabel } from '../logic/badge-count'

/** Cart icon with its count; a cart that cannot be read (e.g. 404) simply shows no badge. */
export function CartBadgeLink() {
  const cart = useCart()
  const label = badgeLabel(cart.isError ? undefined : cart.count)
  return (
    <Indicator label={label} disabled={label === null} size={18} offset={4} color="red" withBorder>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        size="lg"
        aria-label={label === null ? 'Keranjang' : `Keranjang, ${label} item`}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  )
}
