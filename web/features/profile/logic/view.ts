// How the profile reads on screen (SPEC §2.14): name, email, phone, store, dealer, joined date.
import { formatDate } from '../../../../common/format'
import type { Profile } from '../../../../common/profile'

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) => [p.first_name, p.last_name].filter(Boolean).join(' ')

export const initials = (p: Pick<Profile, 'first_name' | 'last_name' | 'username'>) =>
  (fullName(p) || p.username)
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')

export const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-')

export const joinedText = (p: Pick<Profile, 'joined_at'>) => formatDate(new Date(p.joined_at))

export function roleText(p: Pick<Profile, 'roles'>): string {
  const names = p.roles.map((r) => (r === 'seller' ? 'Staff' : 'Pembeli'))
  return names.join(' & ')
}
