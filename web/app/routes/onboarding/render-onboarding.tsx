// The onboarding screens under their routes, as the tests of the pages render them.
import { Link, Route, Routes } from 'react-router'
import { ConfirmsWhenNeeded } from '#web/components/confirms-when-needed.tsx'
import { SELLER_PATH } from '#web/features/onboarding/test-fixtures.tsx'
import { renderWithProviders } from '#web/test-utils/render.tsx'
import { AdminOnboardingPage, SellerOnboardingPage } from './pages'

export function renderOnboarding(scope: 'seller' | 'admin' = 'seller') {
  const path = scope === 'seller' ? SELLER_PATH : '/admin/onboarding'
  return renderWithProviders(
    <>
      <Routes>
        <Route path={SELLER_PATH} element={<SellerOnboardingPage />} />
        <Route path="/admin/onboarding" element={<AdminOnboardingPage />} />
        <Route path="/seller/manajemen-user" element={<p>HUB</p>} />
      </Routes>
      <Link to="/seller/manajemen-user">Ke Manajemen User</Link>
      <ConfirmsWhenNeeded />
    </>,
    { route: path },
  )
}
