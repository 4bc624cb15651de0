// Bulk onboarding: its descriptor (the service, with the shared scrypt gate, and the routes).
// Nothing of it is used by another feature.
export { onboardingFeature } from './feature'
