import { Group, Loader, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { AvailabilityState } from '../logic/availability'
import { AVAILABILITY_TEXT } from '../logic/messages'

/**
 * What the live check knows, beside the field (product.md §2.13): nothing yet, checking, or free. A taken
 * value is the field's error instead, so it reads like every other refusal.
 */
export function AvailabilityHint({ state, freeText }: { state: AvailabilityState; freeText: string }) {
  if (state.status === 'checking') {
    return (
      <Group gap={4} component="span" data-availability="checking">
        <Loader size={10} aria-hidden />
        <Text span size="xs">
          {AVAILABILITY_TEXT.checking}
        </Text>
      </Group>
    )
  }
  if (state.status === 'available') {
    return (
      <Group gap={4} component="span" c="green" data-availability="available">
        <IconCircleCheck size={14} aria-hidden />
        <Text span size="xs" c="green">
          {freeText}
        </Text>
      </Group>
    )
  }
  if (state.failed) return <span data-availability="unknown">{AVAILABILITY_TEXT.checkFailed}</span>
  return null
}
