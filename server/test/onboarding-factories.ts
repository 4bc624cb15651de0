import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { ONBOARDING_COLUMNS, type OnboardingColumn } from '#common/onboarding.ts'
import type { Db } from '../db/connect'
import type { Agent } from './app'
import { buildBranch, buildStore, buildUser } from './factories'
import { PASSWORD, signIn } from './management-factories'
import { postForm } from './multipart'

// The world of the onboarding tests: head office, two active branches with staff, a closed branch,
// a store and a buyer already there, and files written the way a DMS exports them.

export async function buildOnboardingWorld(db: Db) {
  const jkt = await buildBranch(db, 'JKT01')
  const bdg = await buildBranch(db, 'BDG01')
  const sby = await buildBranch(db, 'SBY01')
  await db.updateTable('branches').set({ is_active: false }).where('id', '=', sby.id).execute()
  const existingStore = await buildStore(db, jkt.id, { ibs_cust_code: 'C90001', name: 'TOKO LAMA JAYA' })
  const bdgStore = await buildStore(db, bdg.id, { ibs_cust_code: 'C80001', name: 'TOKO BANDUNG' })
  const user = (username: string, input: Parameters<typeof buildUser>[1]) =>
    buildUser(db, { ...input, username, password: PASSWORD })
  const admin = await user('pusat.satu', { roles: ['admin'] })
  const staff = await user('staf.jkt', { roles: ['seller'], branchId: jkt.id })
  const staffBdg = await user('staf.bdg', { roles: ['seller'], branchId: bdg.id })
  const buyer = await user('lama.beli', { roles: ['user'], storeId: existingStore.id })
  const buyerBdg = await user('bdg.beli', { roles: ['user'], storeId: bdgStore.id })
  return { jkt, bdg, sby, existingStore, bdgStore, admin, staff, staffBdg, buyer, buyerBdg }
}

export type OnboardingWorld = Awaited<ReturnType<typeof buildOnboardingWorld>>

export async function signInAs(app: FastifyInstance, username: string): Promise<Agent> {
  return signIn(app, username, PASSWORD)
}

export type FileRow = Partial<Record<OnboardingColumn, string>>

/** A CSV with the template's header and these rows (unnamed columns empty). */
export function customerCsv(rows: FileRow[], header: readonly string[] = ONBOARDING_COLUMNS): Buffer {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)
  const lines = [header.join(','), ...rows.map((r) => ONBOARDING_COLUMNS.map((c) => quote(r[c] ?? '')).join(','))]
  return Buffer.from(`${lines.join('\n')}\n`)
}

/** A buyer row of one store, every field valid; overrides change what a test looks at. */
export function buyerRow(n: number, overrides: FileRow = {}): FileRow {
  return {
    branch_code: 'JKT01',
    ibs_cust_code: `C${10_000 + Math.floor(n / 2)}`,
    store_name: `BENGKEL NOMOR ${10_000 + Math.floor(n / 2)}`,
    username: `pelanggan.${n}`,
    first_name: 'Agus',
    last_name: `Baru${n}`.slice(0, 15),
    mobile: `0812${String(1_000_000 + n).padStart(7, '0')}`,
    email: `p${n}@contoh.co.id`,
    ...overrides,
  }
}

export const validateUrl = (area: 'admin' | 'seller') => `/api/${area}/onboarding/validate`
export const commitUrl = (area: 'admin' | 'seller') => `/api/${area}/onboarding/commit`

export function validateFile(
  agent: Agent,
  area: 'admin' | 'seller',
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postForm(agent, validateUrl(area), fields, file)
}

export function validateRows(agent: Agent, area: 'admin' | 'seller', rows: FileRow[]): Promise<LightMyRequestResponse> {
  return validateFile(agent, area, { name: 'pelanggan.csv', bytes: customerCsv(rows) })
}

export function commit(agent: Agent, area: 'admin' | 'seller', token: string): Promise<LightMyRequestResponse> {
  return agent.post(commitUrl(area), { token })
}
