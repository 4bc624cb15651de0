// What a failed save says on the synonym form (web/lib/call-failure.ts): a term the list has
// already ('Istilah ini sudah ada.', 409 with no field named) belongs beside Istilah; a rule the
// server holds broken (422) names its field itself.
import { ERROR_CODES } from '#common/errors.ts'
import { type CallFailure, callFailure } from '#web/lib/call-failure.ts'

const FIELD_OF_CODE: Partial<Record<string, string>> = { [ERROR_CODES.SYNONYM_TERM_TAKEN]: 'term' }

export const failureOf = (error: unknown): CallFailure => callFailure(error, { fieldOfCode: FIELD_OF_CODE })
