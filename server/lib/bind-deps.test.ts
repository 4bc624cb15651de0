import { describe, expect, it } from 'vitest'
import { bindDeps } from './bind-deps'

describe('bindDeps', () => {
  it('answers each operation with the dependencies first and the caller’s arguments after', async () => {
    const deps = { base: 10 }
    const service = bindDeps(deps, {
      add: (d: typeof deps, n: number, m = 0) => d.base + n + m,
      later: async (d: typeof deps, label: string) => `${label}:${d.base}`,
    })
    expect(service.add(1)).toBe(11)
    expect(service.add(1, 2)).toBe(13)
    expect(await service.later('x')).toBe('x:10')
    // the same deps object, not a copy: state kept in it (a cache) is the service's own
    deps.base = 20
    expect(service.add(0)).toBe(20)
    expect(Object.keys(service)).toEqual(['add', 'later'])
  })
})
