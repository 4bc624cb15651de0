import { bindDeps } from '../lib/bind-deps'
import type { ManagementDeps } from './management-deps'
import { createStoreService } from './store-service'
import { listUsers, resetPassword, setActive, userDetail } from './user-accounts'
import { checkUsername, createStaff, createUser } from './user-registration'

export type { ManagementDeps } from './management-deps'

/**
 * Branch staff managing the accounts of their branch: registering them (user-registration.ts),
 * listing and changing them (user-accounts.ts), and (store-service.ts) its stores.
 */
export function createManagementService(deps: ManagementDeps) {
  return {
    ...bindDeps(deps, { createUser, createStaff, checkUsername, listUsers, userDetail, resetPassword, setActive }),
    ...createStoreService({ db: deps.db, clock: deps.clock }),
  }
}

export type ManagementService = ReturnType<typeof createManagementService>
