import type { z } from 'zod'

// An audit row's detail as the settings' summaries read it (the PPN rows', the synonyms'): stored
// as JSON text or already parsed, and of the shape the summary knows, else nothing.

export function readAuditDetail<T>(shape: z.ZodType<T>, raw: unknown): T | null {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  const parsed = shape.safeParse(value)
  return parsed.success ? parsed.data : null
}
