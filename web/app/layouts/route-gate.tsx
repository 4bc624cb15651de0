import { notifications } from '@mantine/notifications'
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { Navigate, useLocation } from 'react-router'
import { FullPageLoader } from '#web/components/loaders.tsx'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import { decideRoute, guardSessionOf } from '#web/lib/route-guard.ts'

// The auth screens' chunk (login and role choice), loaded only when a role must be picked.
const RolePickerPage = lazy(() => import('../routes/auth/role-picker-page').then((page) => ({ default: page.RolePickerPage })))

function RedirectWithNotice({ to, notice }: { to: string; notice?: string }) {
  const shown = useRef(false)
  useEffect(() => {
    if (!notice || shown.current) return
    shown.current = true
    notifications.show({ message: notice, color: 'red' })
  }, [notice])
  return <Navigate to={to} replace />
}

/** Applies the route guards of product.md §2.2 (see lib/route-guard.ts) to the user and seller areas. */
export function RouteGate({ children }: { children: ReactNode }) {
  const session = useSession()
  const { pathname, search } = useLocation()
  const decision = decideRoute({ pathname, search, session: guardSessionOf(session) })
  switch (decision.kind) {
    case 'wait':
      return <FullPageLoader />
    case 'redirect':
      return <RedirectWithNotice to={decision.to} notice={decision.notice} />
    case 'pick-role':
      return (
        <Suspense fallback={<FullPageLoader />}>
          <RolePickerPage redirect={pathname + search} />
        </Suspense>
      )
    default:
      return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
  }
}
