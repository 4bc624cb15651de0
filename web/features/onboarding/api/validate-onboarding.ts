// POST /api/{admin|seller}/onboarding/validate: the file (and the manual mapping), checked by the
// server; the answer is the preview with every row's status, the counters and a single-use token.
import { useMutation } from '@tanstack/react-query'
import type { OnboardingValidateResponse } from '../../../../common/onboarding'
import { apiRequest } from '../../../api/client'
import { buildValidateForm } from '../logic/form-data'
import type { FullMapping } from '../logic/mapping'
import { type OnboardingScope, onboardingApiPath } from '../logic/scope'

export interface ValidateOnboardingInput {
  scope: OnboardingScope
  file: File
  /** null: the server finds the header itself. */
  mapping: FullMapping | null
  /** A newer check cancels this one (hooks/use-onboarding-check.ts). */
  signal: AbortSignal
}

function validateOnboarding({ scope, file, mapping, signal }: ValidateOnboardingInput): Promise<OnboardingValidateResponse> {
  return apiRequest<OnboardingValidateResponse>(onboardingApiPath(scope, 'validate'), {
    method: 'POST',
    formData: buildValidateForm(file, mapping),
    signal,
  })
}

export function useValidateOnboarding() {
  return useMutation({ mutationFn: validateOnboarding })
}
