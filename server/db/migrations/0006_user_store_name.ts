import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// The user list sorted by store sorted all of a branch's 20,000 users by their store's name on
// every request. The name is now kept on the user by the trigger that already keeps his branch
// (stores are never renamed or moved), and indexed in the list's order, both directions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table users add column store_name text not null default '';
    update users u set store_name = coalesce((select st.name from stores st where st.id = u.store_id), '');
    create or replace function users_account_branch() returns trigger language plpgsql as $$ begin new.account_branch_id := coalesce(new.branch_id, (select st.branch_id from stores st where st.id = new.store_id)); new.store_name := coalesce((select st.name from stores st where st.id = new.store_id), ''); return new; end $$;
    create index users_branch_store_asc_idx on users (account_branch_id, ('seller' = any(roles)), store_name, id);
    create index users_branch_store_desc_idx on users (account_branch_id, ('seller' = any(roles)), store_name desc, id desc);
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists users_branch_store_desc_idx;
    drop index if exists users_branch_store_asc_idx;
    create or replace function users_account_branch() returns trigger language plpgsql as $$ begin new.account_branch_id := coalesce(new.branch_id, (select st.branch_id from stores st where st.id = new.store_id)); return new; end $$;
    alter table users drop column if exists store_name;
  `,
  )
}
