// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetail } from '#common/orders.ts'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { buildItem, buildOrder } from '../logic/test-fixtures'
import { OrderHeader } from './order-header'

// A Diproses order's fulfilment (product.md §13.4) stands beside its status in the header.
const header = (order: OrderDetail) =>
  renderWithProviders(<OrderHeader order={order} editNote={false} orderNote="" onOrderNote={() => undefined} />)

describe("the order header's fulfilment", () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it('shows the fulfilment badge beside the Diproses status', () => {
    header(buildOrder(4, 'user', [buildItem(1)], { pengiriman: 'ada_selisih' }))
    const status = screen.getByTestId('order-status')
    expect(within(status).getByText('Diproses')).toBeTruthy()
    expect(within(status).getByTestId('fulfilment-badge').textContent).toBe('Ada selisih')
  })

  it('shows none without a fulfilment (before the export, or exported before deliveries existed)', () => {
    header(buildOrder(4, 'seller', [buildItem(1)]))
    expect(within(screen.getByTestId('order-status')).getByText('Diproses')).toBeTruthy()
    expect(screen.queryByTestId('fulfilment-badge')).toBeNull()
  })
})
