// @vitest-environment jsdom
// Leaving an order with changes not yet sent asks first (product.md §2.11): 'Kembali', a link of the
// app, the back button and closing the tab; an untouched order is left without a question.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const estimate = buildOrder(1, 'seller', [buildItem(1, { qty_estimasi: 5 }), buildItem(2, { qty_estimasi: 5 })])
const konfirmasi = buildOrder(2, 'user', [
  buildItem(1, { qty_estimasi: 5, qty_confirmed: 3, status_part_code: 'sebagian', status_part_code_raw: 2 }),
])
const QUESTION = /Perubahan pada pesanan ini belum dikirim/

function stubOrder(order: ReturnType<typeof buildOrder>) {
  return stubApi({
    'GET /api/orders/42': ok(order),
    'GET /api/ready-status': ok({ items: READY }),
    'POST /api/osc/qty': ok({ P1: 2, P2: 9 }),
  })
}

const location = () => screen.getByTestId('location').textContent
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const back = () => fireEvent.click(screen.getByRole('link', { name: 'Kembali' }))

async function staffReady() {
  renderDetail('/seller/pesanan/estimasi/42')
  await waitFor(() => expect(input('Qty Konfirmasi P1').value).toBe('2'))
}

/** A tab being closed: true when the page asked the browser to ask. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving an order with unsent changes', { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('lets staff go without a question while nothing was changed', async () => {
    stubOrder(estimate)
    await staffReady()
    expect(closingAsks()).toBe(false)
    back()
    await waitFor(() => expect(location()).toBe('/seller/pesanan/all'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("asks staff who changed a confirmed quantity before 'Kembali', and stays when they say so", async () => {
    stubOrder(estimate)
    await staffReady()
    fireEvent.change(input('Qty Konfirmasi P1'), { target: { value: '1' } })
    expect(closingAsks()).toBe(true)
    back()
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })
    expect(within(dialog).getByText(QUESTION)).toBeTruthy()
    expect(location()).toBe('/seller/pesanan/estimasi/42')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location()).toBe('/seller/pesanan/estimasi/42')
    expect(input('Qty Konfirmasi P1').value).toBe('1')
    // asked again, and this time left
    back()
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, tinggalkan' }))
    await waitFor(() => expect(location()).toBe('/seller/pesanan/all'))
  })

  it('asks about a changed line or order note, on the back button too; a quantity typed back is no change', async () => {
    stubOrder(estimate)
    await staffReady()
    fireEvent.change(input('Qty Konfirmasi P1'), { target: { value: '4' } })
    fireEvent.change(input('Qty Konfirmasi P1'), { target: { value: '2' } })
    expect(closingAsks()).toBe(false)
    fireEvent.change(input('Catatan staff P2'), { target: { value: 'Ambil besok' } })
    expect(closingAsks()).toBe(true)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.change(input('Catatan staff P2'), { target: { value: '' } })
    expect(closingAsks()).toBe(false)
    fireEvent.change(input('Catatan Staff'), { target: { value: 'Dikirim Senin' } })
    expect(closingAsks()).toBe(true)
  })

  it('asks the buyer who lowered an ordered quantity', async () => {
    stubOrder(konfirmasi)
    renderDetail('/user/pesanan/konfirmasi/42')
    await waitFor(() => expect(input('Qty Dipesan P1').value).toBe('3'))
    expect(closingAsks()).toBe(false)
    fireEvent.change(input('Qty Dipesan P1'), { target: { value: '1' } })
    expect(closingAsks()).toBe(true)
    back()
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })).toBeTruthy()
    expect(location()).toBe('/user/pesanan/konfirmasi/42')
  })
})
