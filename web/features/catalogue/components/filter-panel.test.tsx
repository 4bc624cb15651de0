// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { type CatalogueCriteria, DEFAULT_CRITERIA } from '../logic/criteria'
import { FilterPanel } from './filter-panel'

function renderPanel(readOnly = false, showMode = readOnly, criteria: CatalogueCriteria = DEFAULT_CRITERIA) {
  const handlers = { onApply: vi.fn(), onOnlyAvailableChange: vi.fn(), onSourceChange: vi.fn() }
  renderWithProviders(<FilterPanel criteria={criteria} readOnly={readOnly} showMode={showMode} {...handlers} />)
  return handlers
}

const direction = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement

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

  it("sorts by 'Relevansi' first, the direction toggle off for it and on for the other sorts", () => {
    renderPanel()
    const sort = screen.getByRole('combobox', { name: 'Urutkan' }) as HTMLInputElement
    expect(sort.value).toBe('Relevansi')
    fireEvent.click(sort)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevansi', 'No. Part', 'Nama', 'Harga'])
    expect(direction('Naik')).toMatchObject({ checked: true, disabled: true })
    expect(direction('Turun').disabled).toBe(true)
    fireEvent.click(screen.getByRole('option', { name: 'Harga' }))
    expect(direction('Turun').disabled).toBe(false)
    cleanup()
    // a direction left chosen before 'Relevansi' is not shown as if it counted
    renderPanel(false, false, { ...DEFAULT_CRITERIA, orderDir: 'desc' })
    expect(direction('Naik')).toMatchObject({ checked: true, disabled: true })
  })

  it('Reset applies the defaults', () => {
    const { onApply } = renderPanel(false, false, { ...DEFAULT_CRITERIA, orderBy: 'price', orderDir: 'desc' })
    fireEvent.change(screen.getByLabelText('No. Part berisi'), { target: { value: 'MB' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(onApply).toHaveBeenCalledWith({
      price: { min: null, max: null },
      partContains: '',
      orderBy: 'relevance',
      orderDir: 'asc',
    })
  })
})
