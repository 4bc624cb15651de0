// 'Tanya Part ke Cabang''s form in plain values: its draft, its rules in the server's own words
// (the request's schema, common/part-requests.ts, plus next year's limit the server's clock sets),
// and the body it sends.
import { createPartRequestSchema, PART_REQUEST_TEXT } from '#common/part-requests.ts'

export interface RequestDraft {
  vehicle_model: string
  vehicle_year: number | ''
  vin: string
  need: string
  qty: number | ''
  photo_ids: string[]
}

export type RequestField = 'vehicle_model' | 'vehicle_year' | 'vin' | 'need' | 'qty' | 'photo_ids'
export const REQUEST_FIELDS: readonly RequestField[] = ['vehicle_model', 'vehicle_year', 'vin', 'need', 'qty', 'photo_ids']

/** The form's first state; what the catalogue's search held becomes what is needed. */
export const emptyRequest = (need = ''): RequestDraft => ({
  vehicle_model: '',
  vehicle_year: '',
  vin: '',
  need,
  qty: 1,
  photo_ids: [],
})

export function requestBody(draft: RequestDraft, clientKey: string): unknown {
  return {
    client_key: clientKey,
    vehicle_model: draft.vehicle_model,
    vehicle_year: draft.vehicle_year === '' ? undefined : draft.vehicle_year,
    vin: draft.vin,
    need: draft.need,
    qty: draft.qty === '' ? undefined : draft.qty,
    photo_ids: draft.photo_ids,
  }
}

/** Each broken rule's sentence by field; `thisYear` is the Jakarta year (a model of next year is sold now). */
export function requestErrors(draft: RequestDraft, thisYear: number): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {}
  const parsed = createPartRequestSchema.safeParse(requestBody(draft, '00000000-0000-4000-8000-000000000000'))
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RequestField
      if (REQUEST_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
    }
  }
  if (draft.vehicle_year !== '' && draft.vehicle_year > thisYear + 1) errors.vehicle_year = PART_REQUEST_TEXT.yearInvalid
  return errors
}

/** A key made once per form: a second press of 'Kirim ke Cabang' is the same request. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // outside a secure context the browser has no randomUUID: the same version-4 form by hand
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
