import { Badge, Grid, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ProductDetail } from '#common/catalogue.ts'
import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import { StockTime } from '#web/components/stock-time.tsx'
import { AvailabilityLabel } from './availability-label'
import { LineageFacts } from './lineage-facts'
import { DetailPrice } from './price-tag'
import { ProductImage } from './product-image'

export const DETAIL_IMAGE_HEIGHT = 240

/** Picture beside the facts on wide screens, above them on phones; the page's h1 is the name. */
interface ProductDetailViewProps {
  product: ProductDetail
  actions?: ReactNode
  /** Over an agreed price; 'Harga Anda' unless given (staff looking at a store's prices). */
  priceLabel?: string
}

export function ProductDetailView({ product, actions, priceLabel }: ProductDetailViewProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ProductImage src={product.image} alt={product.name} height={DETAIL_IMAGE_HEIGHT} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                No. Part
              </Text>
              <Text fw={800} size="lg" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {product.sto_id}
              </Text>
            </div>
            <LineageFacts product={product} />
            <DetailPrice
              product={product}
              label={priceLabel}
              unit={
                <Badge variant="light" color="gray" aria-label={`Satuan ${product.unit}`}>
                  {product.unit}
                </Badge>
              }
            />
            <AvailabilityLabel available={product.available} size="sm" />
            {product.stock_as_of && (
              <StockTime at={product.stock_as_of} staleHours={product.stock_stale_hours ?? STOCK_STALE_HOURS_DEFAULT} />
            )}
            {actions}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  )
}
