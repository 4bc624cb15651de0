// A thread of the render pool (render-pool.ts): loads the web app's server build once and renders
// the pages it is given, asking each page's reads of the main thread over the task's port. Plain
// JavaScript: the build it loads is plain JavaScript too, so the thread needs no TypeScript loader.
import { pathToFileURL } from 'node:url'

/** @type {Map<string, Promise<{ planFirstScreen: (input: unknown) => any }>>} */
const entries = new Map()

function entryAt(file) {
  if (!entries.has(file)) entries.set(file, import(pathToFileURL(file).href))
  return entries.get(file)
}

/** The reads of one page, over its port; answered by id, in any order. */
function readsOver(port) {
  let next = 0
  const waiting = new Map()
  port.on('message', (answer) => {
    const pending = waiting.get(answer.id)
    if (!pending) return
    waiting.delete(answer.id)
    if (answer.ok) pending.resolve(answer.data)
    else pending.reject(new Error(answer.message))
  })
  return (path, query) =>
    new Promise((resolve, reject) => {
      const id = next++
      waiting.set(id, { resolve, reject })
      port.postMessage({ type: 'read', id, path, query })
    })
}

async function renderWith({ entry, input, left, port }) {
  const renderer = await entryAt(entry)
  const report = (error) => port.postMessage({ type: 'report', message: error instanceof Error ? error.message : String(error) })
  const plan = await renderer.planFirstScreen({
    ...input,
    renderMs: Math.min(input.renderMs, left),
    read: readsOver(port),
    report,
  })
  // the main thread planned the same input to 'render'; anything else here is a build that disagrees
  if (plan.kind !== 'render') return { kind: 'shell', reason: `the render thread planned ${plan.kind}` }
  return await plan.render()
}

export default async function render({ entry, input, deadline, port, warm }) {
  // the pool's start: each thread loads the build before its first visitor (render-pool.ts)
  if (warm) {
    await entryAt(entry)
    return null
  }
  let timer
  try {
    const left = deadline - Date.now()
    if (left <= 0) return { kind: 'shell', reason: 'no render thread free within the budget' }
    // a render that never ends must not keep the thread: past the deadline the thread takes the next page
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'shell', reason: `not rendered within ${left} ms` }), left)
    })
    return await Promise.race([renderWith({ entry, input, left, port }), late])
  } finally {
    clearTimeout(timer)
    port.close()
  }
}
