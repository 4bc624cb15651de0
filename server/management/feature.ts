import { defineFeature } from '../lib/feature'
import { managementRoutes } from './routes'
import { createManagementService, type ManagementService } from './service'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** Daftar User's rules: head office registers staff through the same service */
    management: ManagementService
  }
}

export const managementFeature = defineFeature({
  name: 'management',
  needs: ['sessions', 'passwords'],
  gives: ['management'],
  tables: ['users', 'stores', 'account_events'],
  build({ db, clock }, { sessions, passwords }) {
    const management = createManagementService({ db, clock, sessions, ...passwords })
    return { gives: { management }, routes: (app) => managementRoutes(app, { management }) }
  },
})
