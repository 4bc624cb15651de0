// POST /api/{admin|seller}/onboarding/validate: the file (and the manual mapping), checked by the
// server; the answer is the preview with every row's status, the counters and a single-use token.
import { useMutation } from '@tanstack/react-query'
import type { OnboardingValidateResponse } from '#common/onboarding.ts'
import { apiRequest } from '#web/api/client.ts'
import type { CheckRequest } from '#web/lib/file-import/use-check-runner.ts'
import { buildValidateForm } from '../logic/form-data'
import type { FullMapping } from '../logic/mapping'
import { type OnboardingScope, onboardingApiPath } from '../logic/scope'

function validateOnboarding(
  scope: OnboardingScope,
  { source: file, mapping, signal }: CheckRequest<File, FullMapping>,
): Promise<OnboardingValidateResponse> {
  return apiRequest<OnboardingValidateResponse>(onboardingApiPath(scope, 'validate'), {
    method: 'POST',
    formData: buildValidateForm(file, mapping),
    signal,
  })
}

export function useValidateOnboarding(scope: OnboardingScope) {
  return useMutation({ mutationFn: (request: CheckRequest<File, FullMapping>) => validateOnboarding(scope, request) })
}
