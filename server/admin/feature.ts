import { defineFeature } from '../lib/feature'
import { adminRoutes } from './routes'
import { createAdminService } from './service'
import { settingsRoutes } from './settings-routes'
import { createSettingsService } from './settings-service'
import type {} from './tables' // its tables' types, merged into Database

export const adminFeature = defineFeature({
  name: 'admin',
  needs: ['sessions', 'passwords', 'management', 'reports'],
  gives: [],
  tables: ['branches'],
  build({ db, clock }, { sessions, passwords, management, reports }) {
    // head office registers staff through management and counts through the reports
    const admin = createAdminService({ db, clock, sessions, management, reports, ...passwords })
    // its settings: the PPN rows and each branch's quote validity and extra-discount cap
    const settings = createSettingsService({ db, clock })
    return {
      gives: {},
      routes: async (app) => {
        await adminRoutes(app, { admin })
        await settingsRoutes(app, { settings })
      },
    }
  },
})
