import { ActionIcon, Group } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { clampQty, QTY_MAX } from '../../../../common/cart-rules'
import { QtyInput } from './qty-input'

export const STEPPER_MIN = 1

/** 1..999 with big buttons for thumbs, and a field for typing (SPEC §2.7, §5). */
export function QtyStepper({ value, onChange, label }: { value: number; onChange: (qty: number) => void; label: string }) {
  const set = (qty: number) => onChange(clampQty(qty, STEPPER_MIN, QTY_MAX))
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        size={40}
        variant="default"
        onClick={() => set(value - 1)}
        disabled={value <= STEPPER_MIN}
        aria-label="Kurangi jumlah"
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <QtyInput
        aria-label={label}
        value={value}
        min={STEPPER_MIN}
        onChange={(qty) => onChange(Math.min(qty, QTY_MAX))}
        w={72}
        size="md"
      />
      <ActionIcon
        size={40}
        variant="default"
        onClick={() => set(value + 1)}
        disabled={value >= QTY_MAX}
        aria-label="Tambah jumlah"
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
