import { Badge } from '@mantine/core'
import type { Product } from '#common/catalogue.ts'
import { replacedByLabel, replacesLabel } from '#common/supersession.ts'

// the kit's badge is one line cut with an ellipsis; a narrow phone card must still show the number.
// One line keeps the kit's height, so every card of a desk's grid stays one height
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere' },
} as const

/**
 * On a card: 'Pengganti 1230A046' on the current part of an old number (the one the search
 * matched comes first), 'Diganti dengan 1230A170' on a part that has been replaced.
 */
export function LineageMark({ product }: { product: Pick<Product, 'supersedes' | 'superseded_by'> }) {
  const older = product.supersedes[0]
  if (product.superseded_by) {
    return (
      <Badge variant="light" color="orange" size="sm" radius="sm" tt="none" styles={WRAPPING} data-testid="lineage-mark">
        {replacedByLabel(product.superseded_by)}
      </Badge>
    )
  }
  if (!older) return null
  return (
    <Badge variant="light" color="blue" size="sm" radius="sm" tt="none" styles={WRAPPING} data-testid="lineage-mark">
      {replacesLabel(older)}
    </Badge>
  )
}
