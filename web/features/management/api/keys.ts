// Every cached answer of management starts with 'management', so a write can refresh exactly
// the lists it changed (a new user, a reset, a deactivation, a new store).
export const managementKeys = {
  all: ['management'] as const,
  users: ['management', 'users'] as const,
  userList: ['management', 'users', 'list'] as const,
  user: (id: number) => ['management', 'users', 'detail', id] as const,
  usernameCheck: (username: string) => ['management', 'check-username', username] as const,
  stores: ['management', 'stores'] as const,
  store: (id: number) => ['management', 'stores', 'detail', id] as const,
  storeCodeCheck: (code: string) => ['management', 'check-code', code] as const,
}
