// POST /api/{admin|seller}/onboarding/commit ({token}): the valid rows written in one transaction;
// the answer carries each new account's one-time password, once.
import { useMutation } from '@tanstack/react-query'
import type { OnboardingCommitResponse } from '#common/onboarding.ts'
import { api } from '#web/api/client.ts'
import { type OnboardingScope, onboardingApiPath } from '../logic/scope'

interface CommitOnboardingInput {
  scope: OnboardingScope
  token: string
}

function commitOnboarding({ scope, token }: CommitOnboardingInput): Promise<OnboardingCommitResponse> {
  return api.post<OnboardingCommitResponse>(onboardingApiPath(scope, 'commit'), { token })
}

export function useCommitOnboarding() {
  return useMutation({ mutationFn: commitOnboarding })
}
