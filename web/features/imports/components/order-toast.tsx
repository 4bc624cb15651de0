import { Button, Group, Text } from '@mantine/core'
import { OPEN_ORDER } from '../logic/messages'

/**
 * A toast's words and, when an order is named, 'Buka' to open it. Toasts are drawn outside the
 * router, so the button navigates through the callback it is given rather than a Link.
 */
export function OrderToast({ message, onOpen }: { message: string; onOpen?: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{message}</Text>
      {onOpen && (
        <Button size="compact-sm" variant="light" onClick={onOpen} style={{ flexShrink: 0 }}>
          {OPEN_ORDER}
        </Button>
      )}
    </Group>
  )
}
