// Two fields side by side that stack on a phone. Head office's modals lay them on a grid of two
// columns; management's full-page forms let them grow and wrap once either would be narrower
// than FIELD_MIN_WIDTH.
import { Group, SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'

export type PairLayout = 'grid' | 'wrap'

const FIELD_MIN_WIDTH = 180

/** The `miw` each field of a pair takes. */
export const pairFieldWidth = (layout: PairLayout) => (layout === 'wrap' ? FIELD_MIN_WIDTH : undefined)

export function FieldPair({ layout, children }: { layout: PairLayout; children: ReactNode }) {
  if (layout === 'grid') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    )
  }
  return (
    // without preventGrowOverflow each field would keep half the row even alone on a phone's line
    <Group grow preventGrowOverflow={false} align="flex-start" wrap="wrap">
      {children}
    </Group>
  )
}
