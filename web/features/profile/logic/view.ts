// How the profile reads on screen (product.md §2.14): name, email, phone, store, dealer, joined date.
import { formatDate } from '#common/format.ts'
import type { Profile } from '#common/profile.ts'
import type { Role } from '#common/roles.ts'

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) => [p.first_name, p.last_name].filter(Boolean).join(' ')

export const initials = (p: Pick<Profile, 'first_name' | 'last_name' | 'username'>) =>
  (fullName(p) || p.username)
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')

export const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-')

export const joinedText = (p: Pick<Profile, 'joined_at'>) => formatDate(new Date(p.joined_at))

const ROLE_NAME: Record<Role, string> = { user: 'Pembeli', seller: 'Staff', admin: 'Admin Pusat' }

export function roleText(p: Pick<Profile, 'roles'>): string {
  return p.roles.map((role) => ROLE_NAME[role]).join(' & ')
}
