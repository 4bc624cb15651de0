// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderWithProviders } from '../test-utils/render'
import { QtyStepperFrame } from './qty-stepper'

installDomShims()
afterEach(cleanup)

describe('QtyStepperFrame', () => {
  it('puts the field between a minus and a plus button that step as the feature says', () => {
    const down = vi.fn()
    const up = vi.fn()
    renderWithProviders(
      <QtyStepperFrame
        size="compact"
        minus={{ label: 'Kurangi qty A-1', onStep: down }}
        plus={{ label: 'Tambah qty A-1', onStep: up }}
      >
        <input aria-label="Qty A-1" />
      </QtyStepperFrame>,
    )
    const [minus, field, plus] = [
      screen.getByRole('button', { name: 'Kurangi qty A-1' }),
      screen.getByRole('textbox', { name: 'Qty A-1' }),
      screen.getByRole('button', { name: 'Tambah qty A-1' }),
    ]
    expect(minus.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(field.compareDocumentPosition(plus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(minus)
    fireEvent.click(plus)
    expect([down.mock.calls.length, up.mock.calls.length]).toEqual([1, 1])
  })

  it('disables a button at its end', () => {
    renderWithProviders(
      <QtyStepperFrame
        size="large"
        minus={{ label: 'Kurangi jumlah', onStep: () => undefined, disabled: true }}
        plus={{ label: 'Tambah jumlah', onStep: () => undefined }}
      >
        <input aria-label="Jumlah" />
      </QtyStepperFrame>,
    )
    expect(screen.getByRole('button', { name: 'Kurangi jumlah' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Tambah jumlah' }).hasAttribute('disabled')).toBe(false)
  })
})
