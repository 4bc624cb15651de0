// Rows and helpers head office's page tests share.
import { fireEvent, screen, within } from '@testing-library/react'
import type { AuditEntry, Branch, StaffItem } from '#common/admin.ts'
import type { FakeAnswer } from '#web/test-utils/render.tsx'

export function branch(id: number, code: string, over: Partial<Branch> = {}): Branch {
  return {
    id,
    code,
    name: `Dipo ${code}`,
    address: `Jl. Cabang ${id}`,
    phone: '021 555 000',
    active: true,
    created_at: '2026-01-02T03:00:00.000Z',
    staff_count: 2,
    store_count: 10,
    ...over,
  }
}

export const branchList = (...items: Branch[]): FakeAnswer => ({ status: 200, body: { items } })

export function staff(id: number, over: Partial<StaffItem> = {}): StaffItem {
  return {
    id,
    username: `staf${id}`,
    name: `Staf ${id}`,
    mobile: '081234567890',
    branch_id: 1,
    branch_code: 'JKT01',
    active: true,
    must_change_password: false,
    created_at: '2026-01-10T03:00:00.000Z',
    ...over,
  }
}

export const staffPage = (items: StaffItem[], next: string | null = null): FakeAnswer => ({
  status: 200,
  body: { items, next_cursor: next },
})

export function auditEntry(id: number, over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-20T03:00:00.000Z',
    actor: 'demo.admin',
    action: 'created',
    subject: 'branch',
    subject_label: 'SBY01',
    branch_code: 'SBY01',
    summary: 'Cabang dibuat',
    ...over,
  }
}

/** Picks `name` in the select labelled `label` (its options open in a portal). */
export function pickOption(label: string, name: string, root: HTMLElement = document.body): void {
  const input = within(root).getByLabelText(label, { selector: 'input' })
  fireEvent.click(input)
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  fireEvent.click(within(list).getByRole('option', { name, hidden: true }))
}

/** The JSON bodies sent to `method path` (query ignored). */
export function bodiesOf(calls: { method: string; path: string; body: unknown }[], method: string, path: string): unknown[] {
  return calls
    .filter((call) => call.method === method && call.path.split('?')[0] === path)
    .map((call) => (typeof call.body === 'string' ? JSON.parse(call.body) : call.body))
}

export const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name })

/** A desk (tables) or a phone (cards, full-screen dialogs): what the screen's media queries answer. */
export function setWide(wide: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: wide ? query.includes('min-width') : query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
