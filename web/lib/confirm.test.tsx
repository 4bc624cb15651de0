// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmsWhenNeeded } from '../components/confirms-when-needed'
import { installDomShims } from '../test-utils/render'
import { openConfirm } from './confirm'

installDomShims()

function renderApp() {
  return render(
    <MantineProvider env="test">
      <ConfirmsWhenNeeded />
    </MantineProvider>,
  )
}

describe('openConfirm', () => {
  afterEach(cleanup)

  it('loads the dialogs with the first confirmation and opens it, then the next one too', async () => {
    renderApp()
    expect(screen.queryByRole('dialog')).toBeNull()
    const onConfirm = vi.fn()
    act(() => openConfirm({ title: 'Hapus item?', labels: { confirm: 'Hapus', cancel: 'Batal' }, onConfirm }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }))
    expect(onConfirm).toHaveBeenCalledOnce()

    const second = vi.fn()
    act(() => openConfirm({ title: 'Kosongkan?', labels: { confirm: 'Ya', cancel: 'Batal' }, onConfirm: second }))
    fireEvent.click(await screen.findByRole('button', { name: 'Ya' }))
    expect(second).toHaveBeenCalledOnce()
  })

  it('keeps a confirmation asked before any host is mounted, and opens it when one is', async () => {
    const onConfirm = vi.fn()
    openConfirm({ title: 'Batalkan pesanan?', labels: { confirm: 'Ya, batalkan', cancel: 'Kembali' }, onConfirm })
    renderApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, batalkan' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})
