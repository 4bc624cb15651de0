import { Button, Group, Text } from '@mantine/core'
import type { CartItem } from '#common/cart.ts'
import { replacedByLabel } from '#common/supersession.ts'

/** Under a line whose part was replaced after it was added: what replaced it, and one tap to switch. */
export function ReplacementOffer({
  replacement,
  partNo,
  busy,
  onReplace,
}: {
  replacement: NonNullable<CartItem['superseded_by']>
  partNo: string
  busy: boolean
  onReplace(): void
}) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="replacement-offer">
      <Text size="xs" fw={700} c="orange">
        {replacedByLabel(replacement.sto_id)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        loading={busy}
        onClick={onReplace}
        aria-label={`Ganti ${partNo} ke ${replacement.sto_id}`}
      >
        Ganti ke {replacement.sto_id}
      </Button>
    </Group>
  )
}
