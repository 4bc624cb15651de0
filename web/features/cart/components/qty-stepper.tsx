import { TextInput } from '@mantine/core'
import { QTY_MAX } from '#common/cart-rules.ts'
import { QtyStepperFrame } from '#web/components/qty-stepper.tsx'
import { useDraft } from '../hooks/use-draft'
import { readQtyDraft, stepQty } from '../logic/qty-input'

interface QtyStepperProps {
  value: number
  /** names the part for screen readers: 'Qty 15601-87703' */
  partNo: string
  onChange(qty: number): void
  /** quantity 0 removes the item (product.md §2.8); the page asks first */
  onRemoveRequest(): void
}

/** − / input / +: digits only, at most 3, 1..999; typing 0 or going below 1 asks to remove. */
export function QtyStepper({ value, partNo, onChange, onRemoveRequest }: QtyStepperProps) {
  const input = useDraft(String(value))

  function type(raw: string) {
    const { text, qty } = readQtyDraft(raw)
    input.setDraft(text)
    // empty or 0: still typing; decided when the buyer leaves the box
    if (qty !== null && qty > 0) onChange(qty)
  }

  function commit() {
    if (readQtyDraft(input.draft).qty === 0) onRemoveRequest()
    input.onBlur()
  }

  function step(delta: 1 | -1) {
    const next = stepQty(value, delta)
    if ('remove' in next) onRemoveRequest()
    else onChange(next.qty)
  }

  return (
    <QtyStepperFrame
      size="compact"
      minus={{ label: `Kurangi qty ${partNo}`, onStep: () => step(-1) }}
      plus={{ label: `Tambah qty ${partNo}`, onStep: () => step(1), disabled: value >= QTY_MAX }}
    >
      <TextInput
        aria-label={`Qty ${partNo}`}
        value={input.draft}
        inputMode="numeric"
        maxLength={3}
        w={56}
        styles={{ input: { textAlign: 'center', fontWeight: 600 } }}
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={input.onFocus}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur()
        }}
      />
    </QtyStepperFrame>
  )
}
