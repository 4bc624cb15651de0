import { describe, expect, it } from 'vitest'
import { BoundedGate } from './bounded-gate'

function deferred() {
  let resolve!: () => void
  let reject!: (err: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((r) => setImmediate(r))

describe('bounded gate', () => {
  it('runs at most two at once, queues a few, and turns the rest away', async () => {
    const slots = new BoundedGate(2, 2, () => new Error('sibuk'))
    const jobs = Array.from({ length: 4 }, deferred)
    const started: number[] = []
    const runs = jobs.map((job, i) =>
      slots.run(async () => {
        started.push(i)
        await job.promise
        return i
      }),
    )
    await expect(slots.run(async () => 99)).rejects.toThrow('sibuk')
    await tick()
    expect(started).toEqual([0, 1])
    jobs[0].resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    expect(slots.active).toBe(2)
    jobs[1].reject(new Error('file rusak'))
    await expect(runs[1]).rejects.toThrow('file rusak')
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    jobs[2].resolve()
    jobs[3].resolve()
    expect(await Promise.all([runs[0], runs[2], runs[3]])).toEqual([0, 2, 3])
    expect(slots.active).toBe(0)
    expect(await slots.run(async () => 'lagi')).toBe('lagi')
  })
})
