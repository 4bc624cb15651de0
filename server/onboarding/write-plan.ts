import type { OnboardingPassword } from '#common/onboarding.ts'
import type { Db } from '../db/connect'
import { announcePricesChanged } from '../pricing'
import type { OnboardingActor, Plan, PlannedRow, StorePlan } from './plan'
import { countRows } from './presenter'
import * as q from './queries'

// The commit's writes, inside its transaction, from a plan re-checked in that same transaction:
// new stores, changed stores (name, description, price group, NPWP, address), new buyers, and the audit
// of each. The unique indexes still decide: a name taken between the re-check and the insert (by
// someone not going through onboarding's lock) makes the whole write start over (RaceLost), so a
// row is never half-written.

export class RaceLost extends Error {}

/** A new account's one-time password and its hash, made before the transaction. */
export interface Secret {
  password: string
  hash: string
}

export interface WriteInput {
  plan: Plan
  actor: OnboardingActor
  secrets: Map<string, Secret>
  fileName: string
  at: Date
}

const VIA = 'onboarding'
/** What the audit says of each new account: a buyer who chooses his own password at first sign-in. */
const NEW_BUYER = { role: 'user', must_change_password: true }

export async function writePlan(trx: Db, input: WriteInput): Promise<OnboardingPassword[]> {
  const { plan, actor, at } = input
  const stores = await writeStores(trx, [...plan.stores.values()], at)
  const userIds = await q.insertBuyers(
    trx,
    plan.newUsers.map(({ user, store }) => ({
      ...user,
      password_hash: secretOf(input.secrets, user.username).hash,
      store_id: stores.idOf(store),
      created_by: actor.userId,
      created_at: at,
    })),
  )
  if (userIds.size !== plan.newUsers.length) throw new RaceLost()

  const audit: q.AuditRow[] = []
  const event = (action: q.AuditRow['action'], branchId: number, detail: object) => ({
    actor_id: actor.userId,
    action,
    detail: JSON.stringify({ via: VIA, ...detail }),
    scope_branch_id: branchId,
    created_at: at,
  })
  for (const s of stores.created) audit.push({ ...event('created', s.branch.id, {}), store_id: stores.idOf(s) })
  for (const { plan: s, to } of stores.changed) {
    audit.push({ ...event('updated', s.branch.id, changedDetail(s, to)), store_id: stores.idOf(s) })
  }
  for (const { user, store } of plan.newUsers) {
    audit.push({ ...event('created', store.branch.id, NEW_BUYER), user_id: userIds.get(user.username) })
  }
  audit.push(...onboardedRows(plan, input.fileName).map(({ branchId, detail }) => event('onboarded', branchId, detail)))
  await q.appendAuditRows(trx, audit)

  return plan.newUsers.map(({ user, store }) => ({
    username: user.username,
    name: `${user.first_name} ${user.last_name}`,
    store_code: store.code,
    store_name: store.name,
    branch_code: store.branch.code,
    password: secretOf(input.secrets, user.username).password,
  }))
}

/** New stores inserted and changed ones updated; a store joining or leaving a price group is announced. */
async function writeStores(trx: Db, stores: StorePlan[], at: Date) {
  const created = stores.filter((s) => s.action === 'baru')
  const storeIds = await q.insertStores(
    trx,
    created.map((s) => ({
      branch_id: s.branch.id,
      ibs_cust_code: s.code,
      name: s.name,
      description: s.description,
      price_group: s.price_group,
      npwp: s.npwp,
      address: s.address,
      created_at: at,
    })),
  )
  if (storeIds.size !== created.length) throw new RaceLost()
  const changed = stores.filter((s) => s.action === 'diubah' && s.existing).map((s) => ({ plan: s, to: changeOf(s) }))
  await q.updateStores(
    trx,
    changed.map((c) => c.to),
  )
  // every instance forgets the prices it keeps for stores (server/pricing), once this commits
  const groupMoved =
    created.some((s) => s.price_group !== null) ||
    changed.some((c) => c.to.price_group !== (c.plan.existing?.price_group ?? null))
  if (groupMoved) await announcePricesChanged(trx)
  return { created, changed, idOf: (s: StorePlan) => s.existing?.id ?? storeIds.get(s.code) ?? 0 }
}

/** What the audit keeps of a changed store: each field before and after (the summary names those that differ). */
function changedDetail(s: StorePlan, to: q.StoreChange) {
  const before = s.existing
  return {
    old_name: before?.name,
    new_name: to.name,
    old_description: before?.description ?? null,
    new_description: to.description,
    old_price_group: before?.price_group ?? null,
    new_price_group: to.price_group,
    old_npwp: before?.npwp ?? null,
    new_npwp: to.npwp,
    old_address: before?.address ?? null,
    new_address: to.address,
  }
}

/** What a changed store becomes: the file's values, its own where the file left an optional field empty. */
function changeOf(s: StorePlan): q.StoreChange {
  return {
    id: s.existing?.id ?? 0,
    name: s.name,
    description: s.description ?? s.existing?.description ?? null,
    price_group: s.price_group ?? s.existing?.price_group ?? null,
    npwp: s.npwp ?? s.existing?.npwp ?? null,
    address: s.address ?? s.existing?.address ?? null,
  }
}

function secretOf(secrets: Map<string, Secret>, username: string): Secret {
  const secret = secrets.get(username)
  if (!secret) throw new Error(`no one-time password was made for ${username}`)
  return secret
}

/** One 'onboarded' row per branch the commit wrote to, with that branch's counts. */
function onboardedRows(plan: Plan, fileName: string): Array<{ branchId: number; detail: object }> {
  const byBranch = new Map<number, { code: string; rows: PlannedRow[]; stores: StorePlan[] }>()
  for (const store of plan.stores.values()) {
    const entry = byBranch.get(store.branch.id) ?? { code: store.branch.code, rows: [], stores: [] }
    entry.stores.push(store)
    byBranch.set(store.branch.id, entry)
  }
  for (const row of plan.rows) if (row.branch && row.reasons.length === 0) byBranch.get(row.branch.id)?.rows.push(row)
  return [...byBranch].map(([branchId, { code, rows, stores }]) => ({
    branchId,
    detail: { file: fileName, branch_code: code, counts: countRows(rows, stores) },
  }))
}
