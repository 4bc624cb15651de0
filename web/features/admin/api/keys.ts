// Every cached answer of head office starts with 'admin', so a write refreshes exactly what it
// changed: a branch's counts move with its staff, and every write adds audit rows.
export const adminKeys = {
  all: ['admin'] as const,
  branches: ['admin', 'branches'] as const,
  staff: ['admin', 'staff'] as const,
  stores: ['admin', 'stores'] as const,
  audit: ['admin', 'audit'] as const,
  settings: ['admin', 'settings'] as const,
}
