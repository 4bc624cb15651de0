import { Button, Checkbox, Group, Text } from '@mantine/core'
import { IconTrashX } from '@tabler/icons-react'
import { CHECKOUT_MAX_ITEMS } from '#common/cart-rules.ts'
import { CLEAR_CART, checkAllLabel } from '../logic/messages'
import type { CheckAllState } from '../logic/selection'

interface CartToolbarProps {
  itemCount: number
  maxItems: number
  state: CheckAllState
  onCheckAll(): void
  onClear(): void
}

/** Check-all (the 50 newest of a larger cart), how full the cart is, and emptying it. */
export function CartToolbar({ itemCount, maxItems, state, onCheckAll, onClear }: CartToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="md" wrap="nowrap">
        <Checkbox
          label={checkAllLabel(itemCount, CHECKOUT_MAX_ITEMS)}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={onCheckAll}
          fw={600}
        />
        <Text size="sm" c="dimmed">
          {itemCount} / {maxItems} item
        </Text>
      </Group>
      <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrashX size={16} aria-hidden />} onClick={onClear}>
        {CLEAR_CART}
      </Button>
    </Group>
  )
}
