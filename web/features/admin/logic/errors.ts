// What a failed call says on head office's screens (web/lib/call-failure.ts): a taken username or
// branch code belongs beside its field.
import { ERROR_CODES } from '#common/errors.ts'
import { type CallFailure, callFailure } from '#web/lib/call-failure.ts'

export type Failure = CallFailure

const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.USERNAME_TAKEN]: 'username',
  [ERROR_CODES.BRANCH_CODE_TAKEN]: 'code',
}

export const failureOf = (error: unknown): Failure => callFailure(error, { fieldOfCode: FIELD_OF_CODE })
