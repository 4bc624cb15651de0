// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core'
import { notifications, notificationsStore } from '@mantine/notifications'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DEFAULT_MS } from '../lib/toast-timing'
import { installDomShims } from '../test-utils/render'
import AppNotifications from './app-notifications'

installDomShims()

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
  vi.useRealTimers()
})

/** The toasts still in the store: a closed one leaves it at once (its exit animation aside). */
const shown = () => notificationsStore.getState().notifications.map((n) => n.message)

function mount() {
  render(
    <MantineProvider env="test">
      <AppNotifications />
    </MantineProvider>,
  )
}

describe('AppNotifications', () => {
  it('closes a toast that names no time after 2000 ms, not the kit’s 4 s', () => {
    expect(TOAST_DEFAULT_MS).toBe(2000)
    vi.useFakeTimers()
    mount()
    act(() => {
      notifications.show({ message: 'Perubahan disimpan.' })
    })
    expect(screen.getByText('Perubahan disimpan.')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1900))
    expect(shown()).toEqual(['Perubahan disimpan.'])
    act(() => vi.advanceTimersByTime(200))
    expect(shown()).toEqual([])
  })

  it('keeps a toast that names its own time for that long', () => {
    vi.useFakeTimers()
    mount()
    act(() => {
      notifications.show({ message: 'Buka pesanan', autoClose: 6000 })
    })
    act(() => vi.advanceTimersByTime(5900))
    expect(shown()).toEqual(['Buka pesanan'])
    act(() => vi.advanceTimersByTime(200))
    expect(shown()).toEqual([])
  })
})
