import { Anchor, Card, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ProductWithStock } from '#common/catalogue.ts'
import { CARD_ATTRIBUTE } from '../hooks/use-scroll-memory'
import { AvailabilityLabel } from './availability-label'
import { HighlightedName } from './highlighted-name'
import { LineageMark } from './lineage-mark'
import { CardPrice } from './price-tag'
import classes from './product-card.module.css'
import { ProductImage } from './product-image'

export const CARD_IMAGE_HEIGHT = 110

interface ProductCardProps {
  product: ProductWithStock
  href: string
  /** The buyer's quantity and cart controls; staff cards have none (product.md §2.6). */
  children?: ReactNode
  /** Among the cards shown before scrolling: its picture loads at once; the others' when near. */
  first?: boolean
  /** Over an agreed price; 'Harga Anda' unless given (staff looking at a store's prices). */
  priceLabel?: string
  /** The words of the name search the list answered (product.md §14.3), marked in the name. */
  highlight?: readonly string[]
}

/** Picture, part number and name link to the detail; the controls stay outside the link. */
export function ProductCard({ product, href, children, first = false, priceLabel, highlight }: ProductCardProps) {
  return (
    // one height for every card: the grid row stretches them, the name always takes two lines
    <Card
      withBorder
      padding="xs"
      radius="md"
      component="article"
      aria-label={product.sto_id}
      h="100%"
      className={classes.card}
      {...{ [CARD_ATTRIBUTE]: product.sto_id }}
    >
      <Card.Section>
        <Anchor component={Link} to={href} underline="never" c="inherit" display="block">
          <ProductImage src={product.image} alt={product.name} height={CARD_IMAGE_HEIGHT} eager={first} />
        </Anchor>
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <Anchor component={Link} to={href} fw={700} size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {product.sto_id}
        </Anchor>
        <LineageMark product={product} />
        <Text size="xs" lineClamp={2} title={product.name} h="3em" lh={1.5}>
          <HighlightedName name={product.name} words={highlight} />
        </Text>
        <CardPrice product={product} label={priceLabel} />
        <AvailabilityLabel available={product.available} />
      </Stack>
      {children}
    </Card>
  )
}
