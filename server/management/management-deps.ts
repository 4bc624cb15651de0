import { hashPassword } from '../auth'
import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import type { SessionRevoker } from './account-changes'

export interface ManagementDeps {
  db: Db
  clock: Clock
  sessions: SessionRevoker
  /** the one scrypt gate of the process, shared with sign-in */
  gate: BoundedGate
  scrypt: Parameters<typeof hashPassword>[1]
}

/** A password's hash, computed through the process's one scrypt gate. */
export const hashThroughGate = (deps: ManagementDeps, password: string) =>
  deps.gate.run(() => hashPassword(password, deps.scrypt))

export const userNotFound = () => notFound('User tidak ditemukan')
