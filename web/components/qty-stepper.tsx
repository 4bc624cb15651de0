// The one − / field / + frame of a quantity (the cart's lines, the catalogue's detail). What a
// step or a typed value means differs (the cart asks to remove at 0, the catalogue stops at 1):
// each feature passes its own buttons' handlers and its own field.
import { ActionIcon, Group } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface StepButton {
  label: string
  onStep: () => void
  disabled?: boolean
}

/** compact: a line among many (the cart); large: big buttons for thumbs (the detail page). */
const SIZES = {
  compact: { gap: 4, button: 36, icon: 16 },
  large: { gap: 6, button: 40, icon: 18 },
} as const

interface QtyStepperFrameProps {
  size: keyof typeof SIZES
  minus: StepButton
  plus: StepButton
  /** the field between the buttons */
  children: ReactNode
}

export function QtyStepperFrame({ size, minus, plus, children }: QtyStepperFrameProps) {
  const { gap, button, icon } = SIZES[size]
  return (
    <Group gap={gap} wrap="nowrap">
      <ActionIcon variant="default" size={button} onClick={minus.onStep} disabled={minus.disabled} aria-label={minus.label}>
        <IconMinus size={icon} aria-hidden />
      </ActionIcon>
      {children}
      <ActionIcon variant="default" size={button} onClick={plus.onStep} disabled={plus.disabled} aria-label={plus.label}>
        <IconPlus size={icon} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
