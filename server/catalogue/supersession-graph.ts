import { SUPERSESSION_MAX_STEPS } from '#common/supersession.ts'

// The shape every supersession edge, old or new, must keep together: no cycle and no chain of
// more than SUPERSESSION_MAX_STEPS replacements. Checked over all edges whatever their effective
// day (a future edge that would close a cycle is refused now, not when its day comes), and both
// kinds run old -> new: an interchangeable pair is one edge, not a loop.

export class SupersessionGraph {
  private readonly next = new Map<string, Set<string>>()
  private readonly prev = new Map<string, Set<string>>()

  has(oldNo: string, newNo: string): boolean {
    return this.next.get(oldNo)?.has(newNo) ?? false
  }

  /** Why old -> new cannot be added, or null when it keeps the graph sound. */
  refusal(oldNo: string, newNo: string): string | null {
    if (this.has(oldNo, newNo)) return null
    const back = this.pathBetween(newNo, oldNo)
    if (back) return `menutup lingkaran: ${[oldNo, ...back].join(' → ')}`
    const steps = this.longest(oldNo, this.prev) + 1 + this.longest(newNo, this.next)
    if (steps > SUPERSESSION_MAX_STEPS) {
      return `rantai penggantian jadi ${steps} langkah (maks ${SUPERSESSION_MAX_STEPS})`
    }
    return null
  }

  add(oldNo: string, newNo: string): void {
    link(this.next, oldNo, newNo)
    link(this.prev, newNo, oldNo)
  }

  /** A path from `from` to `to` along the edges, both ends included, or null. */
  private pathBetween(from: string, to: string): string[] | null {
    const cameFrom = new Map<string, string | null>([[from, null]])
    const queue = [from]
    while (queue.length > 0) {
      const at = queue.shift() as string
      if (at === to) {
        const path: string[] = []
        for (let n: string | null = at; n !== null; n = cameFrom.get(n) ?? null) path.unshift(n)
        return path
      }
      for (const n of this.next.get(at) ?? []) {
        if (!cameFrom.has(n)) {
          cameFrom.set(n, at)
          queue.push(n)
        }
      }
    }
    return null
  }

  /** The most edges walked from `start` in one direction; the graph is acyclic by construction. */
  private longest(start: string, edges: Map<string, Set<string>>): number {
    const memo = new Map<string, number>()
    const walk = (node: string): number => {
      const known = memo.get(node)
      if (known !== undefined) return known
      let best = 0
      for (const n of edges.get(node) ?? []) best = Math.max(best, 1 + walk(n))
      memo.set(node, best)
      return best
    }
    return walk(start)
  }
}

function link(map: Map<string, Set<string>>, from: string, to: string): void {
  const set = map.get(from)
  if (set) set.add(to)
  else map.set(from, new Set([to]))
}
