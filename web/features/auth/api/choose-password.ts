// 'Buat Password Baru': POST /api/auth/change-password (which ends every session of the account),
// then POST /api/auth/login with the same username and the new password, through the session
// layer, so the account carries on signed in. A 401 of the change means a wrong current password,
// not an ended session: it is shown on the form.
import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordRequest, OkResponse } from '#common/auth.ts'
import { api } from '#web/api/client.ts'
import type { SessionSnapshot } from '../logic/session-response'
import { login } from '../logic/sign-in'

/** The password changed, but signing in again with it failed: the person signs in by hand. */
export class SignInAgainFailed extends Error {
  constructor(cause: unknown) {
    super('Password diganti, masuk kembali gagal', { cause })
    this.name = 'SignInAgainFailed'
  }
}

interface ChoosePasswordInput {
  username: string
  current: string
  next: string
}

async function choosePassword({ username, current, next }: ChoosePasswordInput): Promise<SessionSnapshot> {
  const body: ChangePasswordRequest = { current_password: current, new_password: next }
  await api.post<OkResponse>('/auth/change-password', body, {
    query: { scheme: 'scrypt', store: 'scrypt' },
    ignoreAuthFailure: true,
  })
  try {
    return await login(username, next)
  } catch (error) {
    throw new SignInAgainFailed(error)
  }
}

export function useChoosePassword() {
  return useMutation({ mutationFn: choosePassword })
}
