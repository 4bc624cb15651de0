// Where a visitor goes after signing in (product.md §2.2), and the redirect query that carries it.
import type { Role } from '#common/roles.ts'
import { paths } from './paths'

export const REDIRECT_PARAM = 'redirect'
const USER_AREA = `${paths.area('user')}/`

/** /login?redirect=<path+search>, for a visitor who must sign in first. */
export function loginUrlFor(pathWithSearch: string): string {
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: pathWithSearch }).toString()}`
}

/**
 * The redirect value when it is safe to follow for a buyer: a same-site path (starts with one
 * '/', not '//' nor '/\'), inside the user area. Anything else is null, so nobody can be sent off-site.
 */
export function safeUserRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, 'http://dipo.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://dipo.invalid' || !url.pathname.startsWith(USER_AREA)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Seller and head office: their home. User: the redirect query value when safe, else the user home. */
export function afterLoginDestination(role: Role, redirect: string | null | undefined): string {
  if (role !== 'user') return paths.home(role)
  return safeUserRedirect(redirect) ?? paths.home('user')
}
