// A line whose part was replaced by a newer number: what the buyer asked for, and at the counter
// the current number with its branch stock and the one click that delivers it instead.
import { Button, Group, Text } from '@mantine/core'
import type { OrderItem } from '#common/orders.ts'

/** 'Diminta: 1230A046' under a line staff switched to the current part. */
export function AskedPartNote({ item }: { item: OrderItem }) {
  if (!item.nomor_part_diminta) return null
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      Diminta: <span style={{ fontFamily: 'monospace' }}>{item.nomor_part_diminta}</span>
    </Text>
  )
}

/** Staff at Estimasi: 'Diganti dengan 1230A170 · OSC 7' and 'Ganti ke 1230A170'. */
export function ReplacementAtCounter(props: {
  item: OrderItem
  stock: number | null
  busy: boolean
  disabled: boolean
  onSwitch(): void
}) {
  const next = props.item.pengganti
  if (!next) return null
  return (
    <Group gap={6} wrap="wrap" data-testid="line-replacement" mt={2}>
      <Text size="xs" fw={700} c="orange" style={{ whiteSpace: 'nowrap' }}>
        Diganti dengan <span style={{ fontFamily: 'monospace' }}>{next.nomor_part}</span>
        {props.stock === null ? '' : ` · OSC ${props.stock}`}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        loading={props.busy}
        disabled={props.disabled}
        onClick={props.onSwitch}
        aria-label={`Ganti ${props.item.nomor_part} ke ${next.nomor_part}`}
      >
        Ganti ke {next.nomor_part}
      </Button>
    </Group>
  )
}
