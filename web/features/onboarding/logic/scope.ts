// Who loads the file: head office (any branch, named per row) or a branch's staff (their own
// branch). The screen is the same; the calls go to that role's area of the API.
export type OnboardingScope = 'admin' | 'seller'

export const onboardingApiPath = (scope: OnboardingScope, call: 'validate' | 'commit') => `/${scope}/onboarding/${call}`
