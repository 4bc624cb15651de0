import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { paths } from '../../lib/paths'
import { afterLoginDestination, REDIRECT_PARAM } from '../../lib/redirect'
import { decideRoute, guardSessionOf, rolePickLanding } from '../../lib/route-guard'
import { probeSessionInBackground } from '../../lib/session/session-actions'
import type { SessionSnapshot } from '../../lib/session/session-response'
import { useSession } from '../../lib/session/use-session'
import { LoginForm } from './components/login-form'

const LOGIN_TITLE = 'Masuk ke DIPO Parts'
const LOGIN_TAGLINE = 'Pesan suku cadang resmi untuk bengkel dan toko Anda, langsung dari dealer.'

function LoginCard({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="xs">
              <Image src="/favicon.svg" alt="" w={32} h={32} />
              <Text fw={800} size="lg" c="dipo.9">
                DIPO Parts
              </Text>
            </Group>
            <Title order={1} size="h2">
              {LOGIN_TITLE}
            </Title>
            <Text c="dimmed" size="sm">
              {LOGIN_TAGLINE}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
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
