// Bulk onboarding as the rest of the server sees it: nothing of it is used by another feature; the
// composition root wires the service (with the shared scrypt gate) and the routes.
export { onboardingRoutes } from './routes'
export { createOnboardingService } from './service'
