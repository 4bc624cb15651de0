// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { DEFAULT_CRITERIA } from '../logic/criteria'
import { FilterPanel } from './filter-panel'

function renderPanel(readOnly = false, showMode = readOnly) {
  const handlers = { onApply: vi.fn(), onOnlyAvailableChange: vi.fn(), onSourceChange: vi.fn() }
  renderWithProviders(<FilterPanel criteria={DEFAULT_CRITERIA} readOnly={readOnly} showMode={showMode} {...handlers} />)
  return handlers
}

describe('filter panel', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it('warns before a swapped price range and swaps it on Terapkan', () => {
    const { onApply } = renderPanel()
    fireEvent.change(screen.getByLabelText('Harga Min'), { target: { value: '50000' } })
    fireEvent.change(screen.getByLabelText('Harga Max'), { target: { value: '1000' } })
    expect(screen.getByText(/keduanya akan ditukar/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }))
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ price: { min: 1000, max: 50000 } }))
    expect(screen.queryByText(/keduanya akan ditukar/)).toBeNull()
  })

  it('offers Hanya Yang Ada to buyers only', () => {
    const { onOnlyAvailableChange } = renderPanel()
    fireEvent.click(screen.getByLabelText('Hanya Yang Ada'))
    expect(onOnlyAvailableChange).toHaveBeenCalledWith(true)
    cleanup()
    renderPanel(true)
    expect(screen.queryByLabelText('Hanya Yang Ada')).toBeNull()
  })

  it('shows the stock source Mode to staff and to ?debug=1 only', () => {
    renderPanel(false)
    expect(screen.queryAllByLabelText('Mode')).toHaveLength(0)
    cleanup()
    renderPanel(true)
    expect(screen.getAllByLabelText('Mode').length).toBeGreaterThan(0)
    cleanup()
    renderPanel(false, true)
    expect(screen.getAllByLabelText('Mode').length).toBeGreaterThan(0)
  })

  it('Reset applies the defaults', () => {
    const { onApply } = renderPanel()
    fireEvent.change(screen.getByLabelText('No. Part berisi'), { target: { value: 'MB' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(onApply).toHaveBeenCalledWith({
      price: { min: null, max: null },
      partContains: '',
      orderBy: 'sto_id',
      orderDir: 'asc',
    })
  })
})
