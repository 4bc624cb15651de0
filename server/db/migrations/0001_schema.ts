import { type Kysely, sql } from 'kysely'
import { runScript } from '../run-script'

// The whole product's schema in one first migration, thought through before the screens:
// later issues add columns and indexes in their own migrations, never edit this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)

  await runScript(
    db,
    `
    create table app_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );

    create table branches (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Z0-9]{3,10}$'),
      name text not null,
      created_at timestamptz not null default now()
    );

    create table stores (
      id serial primary key,
      branch_id integer not null references branches(id),
      ibs_cust_code text not null unique check (ibs_cust_code ~ '^[A-Z0-9]{3,20}$'),
      name text not null check (length(name) between 3 and 100),
      description text check (length(description) <= 100),
      created_at timestamptz not null default now()
    );
    create index stores_branch_idx on stores (branch_id, name);
    create index stores_name_trgm on stores using gin (name gin_trgm_ops);

    create table users (
      id serial primary key,
      username text not null unique check (username ~ '^[a-z0-9._-]{3,20}$'),
      password_hash text not null,
      roles text[] not null check (cardinality(roles) between 1 and 2 and roles <@ array['user','seller']),
      store_id integer references stores(id),
      branch_id integer references branches(id),
      first_name text not null check (length(first_name) between 1 and 15),
      last_name text not null default '' check (length(last_name) <= 15),
      email text check (length(email) <= 50),
      mobile text check (mobile ~ '^08[0-9]{8,11}$'),
      address text check (length(address) <= 100),
      landline text check (length(landline) <= 20),
      description text check (length(description) <= 100),
      is_salesman boolean not null default false,
      ibs_salesman_code text check (ibs_salesman_code ~ '^[A-Z0-9]{3,5}$'),
      avatar_id text,
      is_active boolean not null default true,
      failed_login_count integer not null default 0,
      locked_until timestamptz,
      password_changed_at timestamptz not null default now(),
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      -- a buyer belongs to a store, staff to a branch; a dual account has both
      constraint users_buyer_has_store check (not ('user' = any(roles)) or store_id is not null),
      constraint users_staff_has_branch check (not ('seller' = any(roles)) or branch_id is not null),
      constraint users_salesman_code check (not is_salesman or ibs_salesman_code is not null)
    );
    create index users_store_idx on users (store_id);
    create index users_branch_idx on users (branch_id);

    create table user_avatars (
      id text primary key,
      user_id integer not null references users(id) on delete cascade,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    );

    create table sessions (
      id_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      active_role text check (active_role in ('user','seller')),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      ip text,
      user_agent text
    );
    create index sessions_user_idx on sessions (user_id);
    create index sessions_expires_idx on sessions (expires_at);

    create table login_attempts (
      id bigserial primary key,
      username text not null,
      ip text not null,
      success boolean not null,
      created_at timestamptz not null
    );
    create index login_attempts_ip_idx on login_attempts (ip, created_at);
    create index login_attempts_created_idx on login_attempts (created_at);

    create table products (
      id serial primary key,
      sto_id text not null unique check (sto_id = upper(sto_id) and length(sto_id) between 1 and 40),
      name text not null check (length(name) between 1 and 200),
      price bigint not null check (price >= 0),
      unit text not null default 'PCS',
      image_url text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- starts-with on part numbers uses the pattern index; contains and ends-with the trigram ones
    create index products_sto_id_pattern on products (sto_id text_pattern_ops);
    create index products_sto_id_trgm on products using gin (sto_id gin_trgm_ops);
    create index products_name_trgm on products using gin (name gin_trgm_ops);
    create index products_name_idx on products (name, id);
    create index products_price_idx on products (price, id);
    create index products_created_idx on products (created_at, id);

    create table stock (
      branch_id integer not null references branches(id),
      product_id integer not null references products(id) on delete cascade,
      qty integer not null check (qty >= 0),
      price_osc bigint check (price_osc >= 0),
      updated_at timestamptz not null default now(),
      primary key (branch_id, product_id)
    );
    create index stock_available_idx on stock (branch_id, product_id) where qty > 0;

    create table carts (
      user_id integer primary key references users(id) on delete cascade,
      updated_at timestamptz not null default now()
    );

    create table cart_items (
      user_id integer not null references carts(user_id) on delete cascade,
      product_id integer not null references products(id) on delete cascade,
      qty integer not null check (qty between 1 and 999),
      description text check (length(description) <= 100),
      added_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, product_id)
    );

    create table ready_statuses (
      id smallint primary key,
      code text not null unique,
      name text not null unique,
      sort_order smallint not null
    );
    insert into ready_statuses (id, code, name, sort_order) values
      (1, 'ada', 'Ada', 1), (2, 'sebagian', 'Sebagian', 2), (3, 'kosong', 'Kosong', 3),
      (4, 'indent', 'Indent', 4), (5, 'inactive', 'Inactive', 5);

    -- readable numbers DPO/<branch>/<yyyymm>/<seq>, one counter per branch and month
    create table order_counters (
      branch_id integer not null references branches(id),
      period text not null check (period ~ '^[0-9]{6}$'),
      last_value integer not null,
      primary key (branch_id, period)
    );

    create table orders (
      id bigserial primary key,
      no_transaksi text not null unique,
      branch_id integer not null references branches(id),
      store_id integer not null references stores(id),
      created_by integer not null references users(id),
      status smallint not null check (status between 1 and 5),
      source text not null check (source in ('cart','import')),
      note_user text check (length(note_user) <= 100),
      note_seller text check (length(note_seller) <= 100),
      version integer not null default 1,
      -- milliseconds, like the keyset cursor that pages by (created_at, id)
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    );
    -- list pages are keyset-paged by (created_at desc, id desc) within a branch or a store
    create index orders_branch_list on orders (branch_id, created_at desc, id desc);
    create index orders_branch_status_list on orders (branch_id, status, created_at desc, id desc);
    create index orders_store_list on orders (store_id, created_at desc, id desc);
    create index orders_store_status_list on orders (store_id, status, created_at desc, id desc);
    create index orders_created_by_idx on orders (created_by);
    create index orders_no_trgm on orders using gin (no_transaksi gin_trgm_ops);
    create index orders_note_trgm on orders using gin (note_user gin_trgm_ops);

    create table order_items (
      id bigserial primary key,
      order_id bigint not null references orders(id) on delete cascade,
      line_no integer not null,
      product_id integer references products(id) on delete set null,
      part_no text not null,
      part_name text not null,
      price bigint not null check (price >= 0),
      qty_estimasi integer not null check (qty_estimasi between 1 and 999),
      qty_osc integer check (qty_osc >= 0),
      qty_confirmed integer check (qty_confirmed between 0 and 999),
      qty_ordered integer check (qty_ordered between 0 and 999),
      ready_status_id smallint references ready_statuses(id),
      note_user text check (length(note_user) <= 100),
      note_seller text check (length(note_seller) <= 100),
      constraint order_items_ordered_le_confirmed check (qty_ordered is null or qty_ordered <= coalesce(qty_confirmed, 0)),
      unique (order_id, part_no),
      unique (order_id, line_no)
    );
    create index order_items_part_idx on order_items (part_no);
    create index order_items_product_idx on order_items (product_id);

    -- the timeline of an order: creation, every status change and every export
    create table order_events (
      id bigserial primary key,
      order_id bigint not null references orders(id) on delete cascade,
      action text not null check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export')),
      from_status smallint check (from_status between 1 and 5),
      to_status smallint not null check (to_status between 1 and 5),
      actor_id integer not null references users(id),
      actor_role text not null check (actor_role in ('user','seller')),
      detail jsonb,
      created_at timestamptz not null default now()
    );
    create index order_events_order_idx on order_events (order_id, created_at, id);

    -- a validated import waits here until committed once, by its owner, before it expires
    create table import_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      store_id integer not null references stores(id),
      file_name text not null,
      payload jsonb not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      order_id bigint references orders(id)
    );
    create index import_tokens_user_idx on import_tokens (user_id, created_at);
  `,
  )
}

export async function down(): Promise<void> {
  throw new Error('The first migration is not reversible')
}
