import { defineFeature } from '../lib/feature'
import { profileRoutes } from './routes'
import { createProfileService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const profileFeature = defineFeature({
  name: 'profile',
  needs: ['sessions'],
  gives: [],
  tables: ['user_avatars'],
  build: ({ db, clock }, { sessions }) => ({
    gives: {},
    routes: (app) =>
      profileRoutes(app, { profile: createProfileService({ db, clock, forgetCachedSession: sessions.forgetUser }) }),
  }),
})
