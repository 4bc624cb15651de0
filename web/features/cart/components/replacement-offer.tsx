import { Button, Group, Text } from '@mantine/core'
import type { CartItem } from '#common/cart.ts'
import { replacedByLabel } from '#common/supersession.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'

/**
 * Under a line whose part was replaced after it was added: what replaced it, and one tap to switch.
 * A double tap switches once: the second request would find the line gone and say 'Gagal' beside
 * the success.
 */
export function ReplacementOffer({
  replacement,
  partNo,
  busy,
  onReplace,
}: {
  replacement: NonNullable<CartItem['superseded_by']>
  partNo: string
  busy: boolean
  /** settles when the switch is done or refused (a refusal is said by the call itself) */
  onReplace(): Promise<unknown>
}) {
  const guard = useSingleFlight()
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
        onClick={() => void guard.run(onReplace)}
        aria-label={`Ganti ${partNo} ke ${replacement.sto_id}`}
      >
        Ganti ke {replacement.sto_id}
      </Button>
    </Group>
  )
}
