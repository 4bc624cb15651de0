// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTLE_AFTER_LOAD_MS } from '../lib/use-page-settled'
import { lazyDialog } from './lazy-dialog'

/** Every value of `opened` the dialog was rendered with, in turn. */
const seen: boolean[] = []
function FakeDialog({ opened }: { opened: boolean }) {
  if (seen.at(-1) !== opened) seen.push(opened)
  return <p>dialog {opened ? 'open' : 'closed'}</p>
}

/** A dialog module whose import is counted. */
function countedDialog() {
  const importer = vi.fn(async () => ({ default: FakeDialog }))
  return { importer, Dialog: lazyDialog(importer) }
}

let toggle: () => void = () => undefined
function Page({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<{ opened: boolean }>> }) {
  const [opened, setOpened] = useState(false)
  toggle = () => setOpened((o) => !o)
  return <Dialog opened={opened} />
}

describe('lazyDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('loads nothing while closed and the page has not settled, then renders when opened and stays mounted', async () => {
    const { importer, Dialog } = countedDialog()
    render(<Page Dialog={Dialog} />)
    expect(importer).not.toHaveBeenCalled()
    expect(screen.queryByText(/dialog/)).toBeNull()
    await act(async () => toggle())
    expect(importer).toHaveBeenCalled()
    await act(async () => vi.runOnlyPendingTimersAsync())
    expect(screen.getByText('dialog open')).toBeTruthy()
    await act(async () => toggle())
    // closed, still mounted: it can play its closing transition
    expect(screen.getByText('dialog closed')).toBeTruthy()
  })

  it('is rendered closed first, so it sees itself open and can give the focus back when it closes', async () => {
    seen.length = 0
    const { Dialog } = countedDialog()
    render(<Page Dialog={Dialog} />)
    await act(async () => toggle())
    await act(async () => vi.runOnlyPendingTimersAsync())
    expect(screen.getByText('dialog open')).toBeTruthy()
    expect(seen).toEqual([false, true])
  })

  it('loads its code once the page has settled, before it is opened', async () => {
    const { importer, Dialog } = countedDialog()
    render(<Page Dialog={Dialog} />)
    await act(async () => vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1))
    expect(importer).not.toHaveBeenCalled()
    // after the settle delay, requestIdleCallback (absent in jsdom) is not waited for
    await act(async () => vi.advanceTimersByTime(1))
    expect(importer).toHaveBeenCalledOnce()
    expect(screen.queryByText(/dialog/)).toBeNull()
  })
})
