// @vitest-environment jsdom
import { useId as kitUseId } from '@mantine/hooks'
import { act, useRef } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useId } from './kit-use-id'

/** Server HTML of a labelled field, taken over in the browser: what it rendered and how often. */
async function takeOver(use: (id?: string) => string) {
  let renders = 0
  function Field() {
    const id = use()
    const count = useRef(0)
    count.current++
    renders = count.current
    return <label htmlFor={id}>{id}</label>
  }
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Field />)
  const served = container.textContent
  await act(async () => {
    hydrateRoot(container, <Field />)
  })
  return { served, shown: container.textContent, renders }
}

describe("the kit's ids", () => {
  it("are the server's own after the takeover, with no second render", async () => {
    const page = await takeOver(useId)
    expect(page.served).toMatch(/^mantine-/)
    expect(page.shown).toBe(page.served)
    expect(page.renders).toBe(1)
    function Given() {
      return <span>{useId('nama-toko')}</span>
    }
    expect(renderToString(<Given />)).toBe('<span>nama-toko</span>')
  })

  it("are needed: the kit's own useId renders every field again after the takeover, with a new id", async () => {
    // when the kit stops doing so, this fails and the replacement (scripts/vite-mantine-id.ts) can go
    const page = await takeOver(kitUseId)
    expect(page.renders).toBe(2)
    expect(page.shown).not.toBe(page.served)
  })
})
