import { Stack } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { AuthCard, AuthHeading, BrandMark } from '#web/features/auth/components/auth-card.tsx'
import { LoginForm } from '#web/features/auth/components/login-form.tsx'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import { probeSessionInBackground } from '#web/features/auth/logic/session-actions.ts'
import type { SessionSnapshot } from '#web/features/auth/logic/session-response.ts'
import { paths } from '#web/lib/paths.ts'
import { afterLoginDestination, REDIRECT_PARAM } from '#web/lib/redirect.ts'
import { decideRoute, guardSessionOf, rolePickLanding } from '#web/lib/route-guard.ts'

const LOGIN_TITLE = 'Masuk ke DIPO Parts'
const LOGIN_TAGLINE = 'Pesan suku cadang resmi untuk bengkel dan toko Anda, langsung dari dealer.'

function LoginCard({ children }: { children: React.ReactNode }) {
  return (
    <AuthCard maxWidth={420}>
      <Stack gap="lg">
        <Stack gap={6}>
          <BrandMark />
          <AuthHeading title={LOGIN_TITLE} intro={LOGIN_TAGLINE} />
        </Stack>
        {children}
      </Stack>
    </AuthCard>
  )
}

export function LoginPage() {
  useDocumentTitle(LOGIN_TITLE)
  const session = useSession()
  const navigate = useNavigate()
  const { search } = useLocation()
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM)
  // Once the visitor submits, this page navigates by itself; the guard must not bounce meanwhile.
  const [formActive, setFormActive] = useState(false)

  useEffect(() => {
    void probeSessionInBackground()
  }, [])

  const decision = decideRoute({ pathname: paths.login, search, session: guardSessionOf(session), loginFormActive: formActive })
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />

  function handleSuccess(snapshot: SessionSnapshot) {
    // A password someone else set is replaced first; without a working role (an account of
    // several roles) the guard of the landing page shows the picker.
    const to = snapshot.mustChangePassword
      ? paths.newPassword
      : snapshot.role
        ? afterLoginDestination(snapshot.role, redirect)
        : rolePickLanding(search)
    navigate(to, { replace: true })
  }

  return (
    <LoginCard>
      <LoginForm onAttempt={() => setFormActive(true)} onSuccess={handleSuccess} />
    </LoginCard>
  )
}
