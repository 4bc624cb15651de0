import { describe, expect, it } from 'vitest'
import { singleFlight } from './use-single-flight'

/** Work that waits until the test lets it finish. */
function gate<T>() {
  let open: (value: T) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { promise, open, fail }
}

describe('singleFlight', () => {
  it('ignores a press while the first is out, and takes the next one after it settles', async () => {
    const guard = singleFlight()
    const first = gate<string>()
    let started = 0
    const work = () => {
      started += 1
      return first.promise
    }
    const one = guard.run(work)
    const two = guard.run(work)
    expect(started).toBe(1)
    expect(guard.isBusy()).toBe(true)
    first.open('sent')
    expect(await one).toBe('sent')
    expect(await two).toBeUndefined()
    expect(guard.isBusy()).toBe(false)
    expect(await guard.run(async () => 'again')).toBe('again')
  })

  it('lets go after a failure, which reaches the caller', async () => {
    const guard = singleFlight()
    const failing = gate<string>()
    const run = guard.run(() => failing.promise)
    failing.fail(new Error('Gagal'))
    await expect(run).rejects.toThrow('Gagal')
    expect(guard.isBusy()).toBe(false)
  })
})
