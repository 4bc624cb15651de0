import type { ColumnType } from 'kysely'

// Added to Database (server/db/types.ts) by declaration merging.

/** A checked onboarding file waiting for its commit (migration 0012); the plan is dropped once used. */
export interface OnboardingTokensTable {
  token_hash: string
  user_id: number
  area: 'admin' | 'seller'
  file_name: string
  payload: ColumnType<unknown, string | null, string | null> | null
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

declare module '../db/types' {
  interface Database {
    onboarding_tokens: OnboardingTokensTable
  }
}
