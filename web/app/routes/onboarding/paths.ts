// Impor Pelanggan: the branch's existing customers from one DMS export. Staff open it from
// Manajemen User, head office from its own navbar.
import { paths } from '#web/lib/paths.ts'

export const onboardingPaths = {
  seller: `${paths.management.hub}/import`,
  admin: `${paths.area('admin')}/onboarding`,
}
