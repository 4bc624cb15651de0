// The synonym list's cached answers. They start with 'admin' as every answer of head office's
// screens does (logout and a switch of role clear them by that prefix).
export const synonymKeys = {
  all: ['admin', 'synonyms'] as const,
}
