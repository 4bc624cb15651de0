import { z } from 'zod'
import { IMPORT_ROW_STATUSES } from './import-rules'
import { wireText } from './wire'

// The import's request and answer shapes; its limits and reasons without zod are in
// import-rules.ts.
export * from './import-rules'

export const importRowSchema = z.object({
  no: z.number().int(),
  part_no: z.string(),
  part_no_norm: z.string(),
  qty: z.number().int().nullable(),
  /** The quantity cell as the file had it (at most 20 characters): a refused '2.5' is shown, not a dash. */
  qty_text: z.string(),
  note: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  reason: z.string().nullable(),
})
export type ImportRow = z.infer<typeof importRowSchema>

export const importAggregateSchema = z.object({
  part_no_norm: z.string(),
  name: z.string().nullable(),
  qty: z.number().int(),
  note: z.string(),
  unknown: z.boolean(),
})

export const importSummarySchema = z.object({
  file: z.string(),
  unique_used: z.number().int(),
  total_rows: z.number().int(),
  count: z.object({
    used: z.number().int(),
    aggregated: z.number().int(),
    ignored: z.number().int(),
    invalid: z.number().int(),
    unknown: z.number().int(),
  }),
  warnings: z.array(z.object({ part_no_norm: z.string(), warning: z.string() })),
})

export const importValidateResponseSchema = z.object({
  headers: z.array(z.string()),
  header_found: z.boolean(),
  mapping: z.object({ part: z.number().int(), qty: z.number().int(), note: z.number().int() }),
  rows: z.array(importRowSchema),
  aggregate: z.array(importAggregateSchema),
  summary: importSummarySchema,
  validation_token: z.string().nullable(),
})
export type ImportValidateResponse = z.infer<typeof importValidateResponseSchema>

export const importCommitRequestSchema = z.strictObject({
  token: z.string().min(10).max(200),
  note_user: wireText(100, 'Maks 100 karakter').optional().default(''),
})
export type ImportCommitRequest = z.infer<typeof importCommitRequestSchema>

export const importCommitResponseSchema = z.object({ order_id: z.number().int(), no_transaksi: z.string() })
export type ImportCommitResponse = z.infer<typeof importCommitResponseSchema>
