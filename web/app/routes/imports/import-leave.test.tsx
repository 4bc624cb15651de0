// @vitest-environment jsdom
// Lines pasted or a note typed on the import and not yet imported are nowhere else: leaving asks.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ConfirmsWhenNeeded } from '#web/components/confirms-when-needed.tsx'
import { setUpFileScreenTests } from '#web/components/file-import/file-screen-test-render.tsx'
import { fakeFetch, renderWithProviders } from '#web/test-utils/render.tsx'
import { ImportOrderPage } from './import-order-page'

/** A tab being closed: true when the page asked the browser to ask. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving the import', () => {
  setUpFileScreenTests()

  it('asks while pasted lines wait, and lets go once they are cleared', async () => {
    fakeFetch({})
    renderWithProviders(
      <>
        <ConfirmsWhenNeeded />
        <Routes>
          <Route path="/user/pesanan/import" element={<ImportOrderPage />} />
        </Routes>
      </>,
      { route: '/user/pesanan/import' },
    )
    expect(closingAsks()).toBe(false)
    fireEvent.click(screen.getByRole('tab', { name: /Tempel Teks/ }))
    const box = await screen.findByLabelText('Tempel dari WhatsApp/Excel')
    fireEvent.change(box, { target: { value: '1230A046 x2' } })
    expect(closingAsks()).toBe(true)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.change(box, { target: { value: '  ' } })
    expect(closingAsks()).toBe(false)
  })
})
