// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { forgetEverything } from '#web/features/auth/logic/session-actions.ts'
import type { SessionSnapshot } from '#web/features/auth/logic/session-response.ts'
import { clearSessionState, setSessionSnapshot } from '#web/features/auth/logic/session-store.ts'
import { paths } from '#web/lib/paths.ts'
import { installDomShims } from '#web/test-utils/render.tsx'
import { RouteGate } from './route-gate'

// Where the gate sends someone whose session ends on a protected page: back there after the
// next sign-in when it expired, but to the plain sign-in form when he ended it himself (his own
// password changed, Keluar): the next sign-in then lands on his home, not on the profile.

function WhereAmI() {
  const { pathname, search } = useLocation()
  return <p data-testid="at">{pathname + search}</p>
}

/** The profile's 'Ganti Password' in short: the browser forgets the session, then goes to /login. */
function PasswordChanged() {
  const navigate = useNavigate()
  const changed = () => {
    forgetEverything()
    navigate(paths.login, { replace: true })
  }
  return (
    <button type="button" onClick={changed}>
      Simpan
    </button>
  )
}

function renderAt(route: string) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="/user/profile"
            element={
              <RouteGate>
                <PasswordChanged />
              </RouteGate>
            }
          />
          <Route path="/login" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  )
}

const buyer: SessionSnapshot = {
  user: {
    id: 7,
    username: 'bengkel.maju',
    first_name: 'Maju',
    last_name: '',
    role: 'user',
    roles: ['user'],
    store_id: 3,
    store_name: 'BENGKEL MAJU',
    branch_id: 1,
    branch_code: 'JKT01',
  },
  role: 'user',
  roles: ['user'],
  mustChangePassword: false,
}

beforeAll(installDomShims)
afterEach(cleanup)

describe('RouteGate when the session ends on a protected page', () => {
  it('after one’s own password change goes to plain /login', async () => {
    setSessionSnapshot(buyer)
    renderAt('/user/profile')
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }))
    expect((await screen.findByTestId('at')).textContent).toBe('/login')
  })

  it('after the session expired goes to /login with the way back', async () => {
    setSessionSnapshot(buyer)
    renderAt('/user/profile')
    await screen.findByRole('button', { name: 'Simpan' })
    act(() => clearSessionState())
    expect((await screen.findByTestId('at')).textContent).toBe('/login?redirect=%2Fuser%2Fprofile')
  })
})
