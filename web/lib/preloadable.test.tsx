// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent, preloadableModule } from './preloadable'

afterEach(cleanup)

function pageModule() {
  const mounts = vi.fn()
  function Page({ label }: { label: string }) {
    const [typed, setTyped] = useState('')
    useEffect(() => mounts(), [])
    return (
      <label>
        {label}
        <input value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
    )
  }
  return { mounts, module: { Page } }
}

describe('lazyComponent', () => {
  it('renders a module that arrived before it mounts in the same pass, without the fallback', async () => {
    const { module } = pageModule()
    const mod = preloadableModule(() => Promise.resolve(module))
    const Page = lazyComponent(mod, 'Page')
    await mod.load()
    render(
      <Suspense fallback={<p>memuat</p>}>
        <Page label="Keranjang" />
      </Suspense>,
    )
    // synchronously there: no fallback, no wait
    expect(screen.getByLabelText('Keranjang')).toBeTruthy()
    expect(screen.queryByText('memuat')).toBeNull()
  })

  it('suspends while the module is on its way, then keeps the same mount when its parent renders again', async () => {
    const { module, mounts } = pageModule()
    let arrive: (m: typeof module) => void = () => undefined
    const mod = preloadableModule(() => new Promise<typeof module>((resolve) => (arrive = resolve)))
    const Page = lazyComponent(mod, 'Page')
    const view = render(
      <Suspense fallback={<p>memuat</p>}>
        <Page label="Pesanan" />
      </Suspense>,
    )
    expect(screen.getByText('memuat')).toBeTruthy()
    await act(async () => arrive(module))
    const input = (await screen.findByLabelText('Pesanan')) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'x' } })
    view.rerender(
      <Suspense fallback={<p>memuat</p>}>
        <Page label="Pesanan" />
      </Suspense>,
    )
    expect((screen.getByLabelText('Pesanan') as HTMLInputElement).value).toBe('x')
    expect(mounts).toHaveBeenCalledTimes(1)
  })
})

describe('preloadableModule', () => {
  it('loads once, and again after a failure', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page: () => null })
    const mod = preloadableModule(importer)
    await expect(mod.load()).rejects.toThrow('offline')
    expect(mod.loaded()).toBeUndefined()
    const [a, b] = [mod.load(), mod.load()]
    expect(a).toBe(b)
    await a
    expect(mod.loaded()).toBeDefined()
    await mod.load()
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
