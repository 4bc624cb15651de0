import { defineFeature } from '../lib/feature'
import { onboardingRoutes } from './routes'
import { createOnboardingService } from './service'

export const onboardingFeature = defineFeature({
  name: 'onboarding',
  needs: ['passwords'],
  gives: [],
  build: ({ db, clock }, { passwords }) => ({
    gives: {},
    routes: (app) => onboardingRoutes(app, { onboarding: createOnboardingService({ db, clock, ...passwords }) }),
  }),
})
