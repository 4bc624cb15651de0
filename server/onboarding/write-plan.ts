import type { OnboardingPassword } from '#common/onboarding.ts'
import type { Db } from '../db/connect'
import type { OnboardingActor, Plan, PlannedRow, StorePlan } from './plan'
import { countRows } from './presenter'
import * as q from './queries'

// The commit's writes, inside its transaction, from a plan re-checked in that same transaction:
// new stores, renamed stores, new buyers, and the audit of each. The unique indexes still decide:
// a name taken between the re-check and the insert (by someone not going through onboarding's
// lock) makes the whole write start over (RaceLost), so a row is never half-written.

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
  const stores = [...plan.stores.values()]
  const created = stores.filter((s) => s.action === 'baru')
  const storeIds = await q.insertStores(
    trx,
    created.map((s) => ({
      branch_id: s.branch.id,
      ibs_cust_code: s.code,
      name: s.name,
      description: s.description,
      created_at: at,
    })),
  )
  if (storeIds.size !== created.length) throw new RaceLost()
  const changed = stores.filter((s) => s.action === 'diubah' && s.existing)
  await q.updateStores(
    trx,
    changed.map((s) => ({
      id: s.existing?.id ?? 0,
      name: s.name,
      description: s.description ?? s.existing?.description ?? null,
    })),
  )
  const storeIdOf = (s: StorePlan) => s.existing?.id ?? storeIds.get(s.code) ?? 0
  const userIds = await q.insertBuyers(
    trx,
    plan.newUsers.map(({ user, store }) => ({
      ...user,
      password_hash: secretOf(input.secrets, user.username).hash,
      store_id: storeIdOf(store),
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
  for (const s of created) audit.push({ ...event('created', s.branch.id, {}), store_id: storeIdOf(s) })
  for (const s of changed) {
    const old = { old_name: s.existing?.name, old_description: s.existing?.description ?? null }
    audit.push({
      ...event('updated', s.branch.id, { ...old, new_name: s.name, new_description: s.description }),
      store_id: storeIdOf(s),
    })
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
