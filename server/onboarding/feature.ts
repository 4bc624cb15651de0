import { defineFeature } from '../lib/feature'
import { onboardingRoutes } from './routes'
import { createOnboardingService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const onboardingFeature = defineFeature({
  name: 'onboarding',
  needs: ['passwords'],
  gives: [],
  tables: ['onboarding_tokens'],
  build: ({ db, clock }, { passwords }) => ({
    gives: {},
    routes: (app) => onboardingRoutes(app, { onboarding: createOnboardingService({ db, clock, ...passwords }) }),
  }),
})
