// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_AFTER_LOAD_MS } from '../lib/use-page-settled'
import { installDomShims, renderWithProviders } from '../test-utils/render'
import { AppStatus } from './app-status'
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner'
import { ToastsWhenNeeded } from './toasts-when-needed'
import { RELOAD_TEXT, UPDATE_TEXT, UpdatePrompt } from './update-prompt'

installDomShims()

// the real one registers the service worker through the PWA plugin's virtual module
vi.mock('./app-updates', () => ({ default: () => <p>pembaruan terpasang</p> }))

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('OfflineBanner', () => {
  it('appears when the network goes and leaves when it returns', () => {
    renderWithProviders(<OfflineBanner />)
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull()
    act(() => setOnline(false))
    expect(screen.getByRole('status').textContent).toBe('Anda sedang offline — data akan dimuat ulang saat tersambung.')
    act(() => setOnline(true))
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull()
  })
})

describe('UpdatePrompt', () => {
  it("says a new version is there and reloads into it on 'Muat ulang'", () => {
    const onReload = vi.fn()
    renderWithProviders(<UpdatePrompt onReload={onReload} />)
    expect(screen.getByRole('alert').textContent).toContain(UPDATE_TEXT)
    expect(UPDATE_TEXT).toBe('Versi baru tersedia')
    fireEvent.click(screen.getByRole('button', { name: RELOAD_TEXT }))
    expect(RELOAD_TEXT).toBe('Muat ulang')
    expect(onReload).toHaveBeenCalledOnce()
  })
})

describe('ToastsWhenNeeded', () => {
  it('renders nothing until the first toast, then loads the frame and shows it', async () => {
    const { container } = render(
      <MantineProvider env="test">
        <ToastsWhenNeeded />
      </MantineProvider>,
    )
    expect(container.querySelector('[class*="Notifications"], [class*="notifications"]')).toBeNull()
    expect(screen.queryByText('Perubahan disimpan.')).toBeNull()
    act(() => {
      notifications.show({ message: 'Perubahan disimpan.' })
    })
    expect(await screen.findByText('Perubahan disimpan.')).toBeTruthy()
  })
})

describe('AppStatus', () => {
  beforeEach(cleanup)
  afterEach(() => vi.useRealTimers())

  it('starts the update check a while after the load event, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    try {
      renderWithProviders(<AppStatus />)
      act(() => {
        window.dispatchEvent(new Event('load'))
      })
      act(() => vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1))
      expect(screen.queryByText('pembaruan terpasang')).toBeNull()
      act(() => vi.advanceTimersByTime(1))
      vi.useRealTimers()
      expect(await screen.findByText('pembaruan terpasang')).toBeTruthy()
    } finally {
      readyState.mockRestore()
    }
  })

  it('counts from its own start when the page had loaded already', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderWithProviders(<AppStatus />)
    // no load event comes: it was over before the app started
    act(() => vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1))
    expect(screen.queryByText('pembaruan terpasang')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    expect(await screen.findByText('pembaruan terpasang')).toBeTruthy()
  })
})
