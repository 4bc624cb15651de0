import { Text } from '@mantine/core'
import type { Product } from '#common/catalogue.ts'
import { replacedByLabel } from '#common/supersession.ts'

/** On the detail: every older number the part replaces, and what replaced it. */
export function LineageFacts({ product }: { product: Pick<Product, 'supersedes' | 'superseded_by'> }) {
  if (!product.superseded_by && product.supersedes.length === 0) return null
  return (
    <div data-testid="lineage-facts">
      {product.superseded_by && (
        <Text size="sm" fw={700} c="orange">
          {replacedByLabel(product.superseded_by)}
        </Text>
      )}
      {product.supersedes.length > 0 && (
        <Text size="sm">
          Pengganti untuk: <span style={{ fontFamily: 'monospace' }}>{product.supersedes.join(', ')}</span>
        </Text>
      )}
    </div>
  )
}
