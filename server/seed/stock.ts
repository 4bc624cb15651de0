import type { Rng } from './random'

// Branch stock as the dealer's OSC feed would report it: a quarter of the catalogue out of stock,
// most of the rest a handful, and an OSC price that usually equals the list price but sometimes
// differs a little (a promotion or a stale list) or is missing (the feed did not send it).

export interface GeneratedStock {
  qty: number
  priceOsc: number | null
  updatedAt: Date
}

export function stockQty(rng: Rng): number {
  if (rng.chance(0.25)) return 0
  // squared uniform: small quantities are common, 40-60 rare
  const r = rng.next()
  return 1 + Math.floor(r * r * 60)
}

export function generateStock(rng: Rng, price: number, now: Date): GeneratedStock {
  const qty = stockQty(rng)
  const roll = rng.next()
  let priceOsc: number | null = price
  if (roll < 0.12) priceOsc = null
  else if (roll < 0.27) {
    const factor = 1 + (rng.chance(0.6) ? -1 : 1) * (0.01 + rng.next() * 0.04)
    priceOsc = Math.max(0, Math.round((price * factor) / 100) * 100)
  }
  // the feed runs daily; rows were refreshed within the last three days
  const updatedAt = new Date(now.getTime() - Math.floor(rng.next() * 3 * 86_400_000))
  return { qty, priceOsc, updatedAt }
}
