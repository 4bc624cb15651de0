import { clampQty, QTY_MAX } from '#common/cart-rules.ts'
import { QtyStepperFrame } from '#web/components/qty-stepper.tsx'
import { QtyInput } from './qty-input'

export const STEPPER_MIN = 1

/** 1..999 with big buttons for thumbs, and a field for typing (product.md §2.7, §5.3). */
export function QtyStepper({ value, onChange, label }: { value: number; onChange: (qty: number) => void; label: string }) {
  const set = (qty: number) => onChange(clampQty(qty, STEPPER_MIN, QTY_MAX))
  return (
    <QtyStepperFrame
      size="large"
      minus={{ label: 'Kurangi jumlah', onStep: () => set(value - 1), disabled: value <= STEPPER_MIN }}
      plus={{ label: 'Tambah jumlah', onStep: () => set(value + 1), disabled: value >= QTY_MAX }}
    >
      <QtyInput
        aria-label={label}
        value={value}
        min={STEPPER_MIN}
        onChange={(qty) => onChange(Math.min(qty, QTY_MAX))}
        w={72}
        size="md"
      />
    </QtyStepperFrame>
  )
}
