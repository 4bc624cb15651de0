import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Staff manage the accounts and stores of their branch: a history of what was done to each, and
// what the user and store lists need at a dealer's scale (20,000 users and 2,000 stores in one
// branch, a branch's staff paging and searching at 100 requests/s): every account names the
// branch that manages it, so the default page is 51 rows read off one index in order, and the
// searches have trigram indexes (docs/performance.md, 'Accounts').
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- one row per thing staff did: a user created, reset, deactivated or reactivated (user_id),
    -- or a store created (store_id); exactly one of the two is set
    create table account_events (
      id bigserial primary key,
      user_id integer references users(id) on delete cascade,
      store_id integer references stores(id) on delete cascade,
      actor_id integer references users(id) on delete set null,
      action text not null check (action in ('created','password_reset','deactivated','reactivated')),
      created_at timestamptz not null default now(),
      constraint account_events_one_subject check ((user_id is null) <> (store_id is null))
    );
    create index account_events_user_idx on account_events (user_id, created_at) where user_id is not null;
    create index account_events_store_idx on account_events (store_id, created_at) where store_id is not null;

    -- the branch whose staff manage an account: its own (staff) or its store's (buyers). Kept
    -- by a trigger (stores never move between branches), so every insert path fills it and the
    -- user list reads one index range instead of OR-ing staff and the buyers of 2,000 stores
    alter table users add column account_branch_id integer references branches(id);
    update users u set account_branch_id = coalesce(u.branch_id, (select st.branch_id from stores st where st.id = u.store_id));
    alter table users alter column account_branch_id set not null;
    create function users_account_branch() returns trigger language plpgsql as $$ begin new.account_branch_id := coalesce(new.branch_id, (select st.branch_id from stores st where st.id = new.store_id)); return new; end $$;
    create trigger users_account_branch before insert or update of branch_id, store_id on users
      for each row execute function users_account_branch();
    -- the list: staff last, then newest first (the screen's default order), and by name
    create index users_branch_list_idx on users (account_branch_id, ('seller' = any(roles)), created_at desc, id desc);
    create index users_branch_name_idx on users (account_branch_id, ('seller' = any(roles)), lower(first_name || ' ' || last_name), id);
    -- the global search over username, name and mobile, and the per-column filters: lowercased
    -- once here, so a search is a plain LIKE (several times cheaper per row than ILIKE), and a
    -- trigram index answers a selective contains-search without reading the branch
    alter table users add column search_text text generated always as (lower(username || chr(31) || first_name || ' ' || last_name || chr(31) || coalesce(mobile, ''))) stored;
    create index users_search_trgm on users using gin (search_text gin_trgm_ops);
    create index stores_code_trgm on stores using gin (ibs_cust_code gin_trgm_ops);

    -- a store's users in the list's order (the store detail, the list's store_id filter)
    create index users_store_created_idx on users (store_id, created_at desc, id desc);
    -- a branch's stores in code order, and the branch's store ids the user list starts from
    create index stores_branch_code_idx on stores (branch_id, ibs_cust_code);
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists stores_code_trgm;
    drop index if exists users_search_trgm;
    alter table users drop column if exists search_text;
    drop index if exists users_branch_name_idx;
    drop index if exists users_branch_list_idx;
    drop trigger if exists users_account_branch on users;
    drop function if exists users_account_branch();
    alter table users drop column if exists account_branch_id;
    drop index if exists stores_branch_code_idx;
    drop index if exists users_store_created_idx;
    drop table if exists account_events;
  `,
  )
}
