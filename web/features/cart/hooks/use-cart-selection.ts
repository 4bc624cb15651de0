// The checked items of the cart screen. Keyed by product id, so quantity and note edits keep it.
import { notifications } from '@mantine/notifications'
import { useEffect, useMemo, useState } from 'react'
import type { CartItem } from '#common/cart.ts'
import { applyCheckAll, type CheckAllState, checkAllState, keepPresent, toggleSelection } from '../logic/selection'

interface CartSelection {
  selected: ReadonlySet<number>
  state: CheckAllState
  toggle(productId: number): void
  checkAll(): void
  reset(): void
}

export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set())
  const selected = useMemo(() => keepPresent(chosen, items), [chosen, items])

  // Forget items that left the cart, so one added again later does not come back checked.
  useEffect(() => {
    if (selected.size !== chosen.size) setChosen(new Set(selected))
  }, [selected, chosen])

  return {
    selected,
    state: checkAllState(selected.size, items.length),
    toggle(productId) {
      const result = toggleSelection(selected, productId)
      if (result.ok) setChosen(result.selected)
      else notifications.show({ message: result.message, color: 'orange', autoClose: 2200 })
    },
    checkAll: () => setChosen(applyCheckAll(selected, items)),
    reset: () => setChosen(new Set()),
  }
}
