import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Bulk onboarding of a dealer's existing customers: a checked file waits here, as the plan its
// check produced, until its author commits it once from the same area (head office or branch
// staff) before it expires. The plan holds names and phone numbers, so a used token keeps only
// the fact that it was used (a double submit is answered 409), not its rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table onboarding_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      area text not null check (area in ('admin','seller')),
      file_name text not null check (length(file_name) <= 200),
      payload jsonb,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      constraint onboarding_tokens_payload_until_used check ((used_at is null) = (payload is not null))
    );
    create index onboarding_tokens_user_idx on onboarding_tokens (user_id, created_at);
    create index onboarding_tokens_expires_idx on onboarding_tokens (expires_at);
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table if exists onboarding_tokens;')
}
