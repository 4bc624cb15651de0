import { defineFeature } from '../lib/feature'
import { profileRoutes } from './routes'
import { createProfileService } from './service'

export const profileFeature = defineFeature({
  name: 'profile',
  needs: ['sessions'],
  gives: [],
  build: ({ db, clock }, { sessions }) => ({
    gives: {},
    routes: (app) =>
      profileRoutes(app, { profile: createProfileService({ db, clock, forgetCachedSession: sessions.forgetUser }) }),
  }),
})
