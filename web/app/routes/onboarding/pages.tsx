// Impor Pelanggan; router.tsx lazy-loads these by name.
export { AdminOnboardingPage, SellerOnboardingPage } from './onboarding-page'
