// @vitest-environment jsdom
import { Table } from '@mantine/core'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderWithProviders } from '../test-utils/render'
import { ariaSortOf, SortableTh } from './sortable-th'

installDomShims()
afterEach(cleanup)

const inHeader = (cell: ReactNode) =>
  renderWithProviders(
    <Table>
      <Table.Thead>
        <Table.Tr>{cell}</Table.Tr>
      </Table.Thead>
    </Table>,
  )

describe('SortableTh', () => {
  it('tells screen readers the direction of the sorted column and none of the others', () => {
    expect([ariaSortOf('asc'), ariaSortOf('desc'), ariaSortOf(null)]).toEqual(['ascending', 'descending', 'none'])
    inHeader(<SortableTh label="Tanggal" dir="desc" onSort={() => undefined} />)
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending')
  })

  it('sorts when its label is pressed', () => {
    const onSort = vi.fn()
    inHeader(<SortableTh label="Kode IBS" dir={null} onSort={onSort} />)
    fireEvent.click(screen.getByRole('button', { name: 'Kode IBS' }))
    expect(onSort).toHaveBeenCalledTimes(1)
    expect(screen.getByTitle('Urutkan menurut Kode IBS')).toBeTruthy()
  })

  it('without onSort shows the label, the arrow only while sorted, and what is passed beside them', () => {
    inHeader(
      <SortableTh label="Username" dir={null}>
        <button type="button">Pengaturan</button>
      </SortableTh>,
    )
    expect(screen.queryByTitle('Urutkan menurut Username')).toBeNull()
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('none')
    expect(screen.getByRole('button', { name: 'Pengaturan' })).toBeTruthy()
  })
})
