import { LONG_PREFIXES, MODELS, PART_KINDS, type PartKind, SHOWCASE, TRUCK_MODELS } from './part-kinds'
import { createRng, type Rng, rupiah, seedFor } from './random'

// Deterministic catalogue: part i is the same on every run, so the bulk generator can resume
// where an earlier run (or the demo seed) stopped and top up without inventing duplicates.

export interface GeneratedPart {
  /** Position in the stream; part i is always the same part for a given seed. */
  index: number
  stoId: string
  name: string
  price: number
  imageUrl: string | null
  createdAt: Date
}

export interface PartStreamOptions {
  seed?: number
  /** First index to yield (earlier ones are generated and skipped, which is cheap). */
  start?: number
  count: number
  batchSize?: number
  now?: Date
  /** Parts' created_at are spread over this many days before now. */
  spreadDays?: number
}

export const DEFAULT_PART_SEED = 0x5eed_0001
/** Share of a kind's parts (for kinds with a drawing) that get it; ~10% of the catalogue. */
const IMAGE_SHARE = 0.36
const DAY_MS = 86_400_000

/**
 * A part number is a prefix plus a suffix that is a bijection of a per-prefix counter, so numbers
 * look scattered ('1230A046', 'MB906070') yet never repeat: short prefixes have 1,000 numbers,
 * two-letter ones 1,000,000.
 */
class PartNumbers {
  private readonly used = new Map<string, number>()

  static capacity(prefix: string): number {
    return prefix.length === 2 ? 1_000_000 : 1_000
  }

  /** Next number under the first preferred prefix with room, chosen at random among them. */
  take(rng: Rng, preferred: readonly string[]): string {
    const open = preferred.filter((p) => this.count(p) < PartNumbers.capacity(p))
    const prefix = open.length > 0 ? rng.pick(open) : this.fallback()
    const k = this.count(prefix)
    this.used.set(prefix, k + 1)
    const space = PartNumbers.capacity(prefix)
    // multiplier coprime with 10^n walks the whole space; the offset differs per prefix
    const offset = [...prefix].reduce((h, c) => (h * 131 + c.charCodeAt(0) * 7_919) % space, 4_099)
    const suffix = (k * 737_773 + offset) % space
    return prefix + String(suffix).padStart(space === 1_000 ? 3 : 6, '0')
  }

  private count(prefix: string): number {
    return this.used.get(prefix) ?? 0
  }

  private fallback(): string {
    const open = LONG_PREFIXES.find((p) => this.count(p) < PartNumbers.capacity(p))
    if (!open) throw new Error('Part number space exhausted')
    return open
  }
}

const KIND_ENTRIES = Object.entries(PART_KINDS).map(([key, kind]) => [key, kind.weight] as const)

function makeName(rng: Rng, kind: PartKind): { name: string; price: number } {
  const entry = rng.pick(kind.names)
  const [base, min, max] = typeof entry === 'string' ? [entry, ...kind.price] : entry
  if (!kind.model || rng.chance(0.15)) return { name: base, price: rupiah(rng, min, max) }
  const model = rng.pick(MODELS)
  // truck parts cost about a third more than the same part for a passenger car
  const factor = TRUCK_MODELS.has(model) ? 1.3 : 1
  return { name: `${base} ${model}`, price: rupiah(rng, Math.round(min * factor), Math.round(max * factor)) }
}

/** Creates parts one by one in index order; keeps only the per-prefix counters. */
export function createPartFactory(seed = DEFAULT_PART_SEED, now = new Date(), spreadDays = 730) {
  const numbers = new PartNumbers()
  let index = 0
  return (): GeneratedPart => {
    const i = index++
    const rng = createRng(seedFor(seed, i))
    const key = i < SHOWCASE.length ? SHOWCASE[i] : rng.weighted(KIND_ENTRIES)
    const kind = PART_KINDS[key]
    // showcase parts take their kind's first prefix so the landing chips (1230A, 1770A, MZ320) hit
    const stoId = numbers.take(rng, i < SHOWCASE.length ? kind.prefixes.slice(0, 1) : kind.prefixes)
    const { name, price } = makeName(rng, kind)
    const withImage = kind.image !== undefined && (i < SHOWCASE.length || rng.chance(IMAGE_SHARE))
    return {
      index: i,
      stoId,
      name,
      price: Math.max(price, 1_000),
      imageUrl: withImage ? `/parts/${kind.image}` : null,
      createdAt: new Date(now.getTime() - Math.floor(rng.next() * spreadDays * DAY_MS)),
    }
  }
}

/** Yields parts [start, start+count) in batches, never holding more than one batch. */
export function* generatePartBatches(opts: PartStreamOptions): Generator<GeneratedPart[]> {
  const next = createPartFactory(opts.seed, opts.now, opts.spreadDays)
  const start = opts.start ?? 0
  const batchSize = opts.batchSize ?? 5_000
  for (let i = 0; i < start; i++) next()
  let batch: GeneratedPart[] = []
  for (let i = 0; i < opts.count; i++) {
    batch.push(next())
    if (batch.length === batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}
