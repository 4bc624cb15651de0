import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { CARD_IMAGE_HEIGHT } from './product-card'

/** Mobile-first: two columns on phones, more as the screen grows. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing={{ base: 'xs', sm: 'sm' }}>
      {children}
    </SimpleGrid>
  )
}

function ProductCardSkeleton() {
  return (
    <Card withBorder padding="xs" radius="md" aria-hidden>
      <Card.Section>
        <Skeleton height={CARD_IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Skeleton height={14} width="70%" />
        <Skeleton height={10} />
        <Skeleton height={10} width="60%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    </Card>
  )
}

/** Placeholders while a page loads: never a blank list (product.md §2.6: skeleton cards). */
export function ProductSkeletons({ count }: { count: number }) {
  return SKELETON_KEYS.slice(0, count).map((key) => <ProductCardSkeleton key={key} />)
}

// A fixed set of placeholders, so their keys are stable names rather than positions.
const SKELETON_KEYS = Array.from({ length: 12 }, (_, i) => `skeleton-${i + 1}`)
