// What a failed call says on the Feed Data screen (web/lib/call-failure.ts): the server's sentence
// (a refused file says why), 'Gagal ({status})' when it gave none, or a network failure.
import { callFailure } from '#web/lib/call-failure.ts'

export const failureText = (error: unknown): string => callFailure(error).message
