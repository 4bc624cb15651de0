import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// 'Tanya Part' (docs/product.md §14.4): a workshop that cannot find a part asks its branch.
// - part_requests: one question of a store to its branch, with the car's details; its state moves
//   baru -> dijawab (staff answered) -> selesai (the answer went to the cart) or ditutup, and back to
//   baru when the buyer writes again. client_key makes a double tap of 'Kirim ke Cabang' one request.
//   first_answered_at is what the reports' answer time reads.
// - part_request_messages: the short thread, each message by the buyer or the branch.
// - part_request_lines: the parts an answer names (a message of the branch), each with a quantity.
// - part_request_photos: pictures of the part, re-encoded like the profile's, kept in PostgreSQL so
//   every instance serves them; uploaded first (request_id null), then named by the request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table part_requests (
      id bigserial primary key,
      store_id integer not null references stores(id),
      branch_id integer not null references branches(id),
      created_by integer references users(id) on delete set null,
      client_key uuid not null,
      vehicle_model text not null check (length(vehicle_model) between 1 and 60),
      vehicle_year smallint not null check (vehicle_year between 1970 and 2100),
      vin text check (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
      need text not null check (length(need) between 1 and 300),
      qty integer not null check (qty between 1 and 999),
      state text not null default 'baru' check (state in ('baru', 'dijawab', 'selesai', 'ditutup')),
      version integer not null default 1,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      first_answered_at timestamptz,
      closed_at timestamptz,
      unique (created_by, client_key)
    );
    create index part_requests_branch_idx on part_requests (branch_id, created_at desc, id desc);
    create index part_requests_branch_open_idx on part_requests (branch_id, created_at desc) where state = 'baru';
    create index part_requests_store_idx on part_requests (store_id, created_at desc, id desc);
    -- head office's report over every branch reads a range of days (the answer time)
    create index part_requests_created_idx on part_requests (created_at);

    create table part_request_messages (
      id bigserial primary key,
      request_id bigint not null references part_requests(id) on delete cascade,
      author_id integer references users(id) on delete set null,
      side text not null check (side in ('user', 'seller')),
      body text not null check (length(body) <= 500),
      created_at timestamptz not null
    );
    create index part_request_messages_request_idx on part_request_messages (request_id, id);

    create table part_request_lines (
      id bigserial primary key,
      request_id bigint not null references part_requests(id) on delete cascade,
      message_id bigint not null references part_request_messages(id) on delete cascade,
      product_id integer not null references products(id),
      qty integer not null check (qty between 1 and 999),
      note text check (length(note) between 1 and 100)
    );
    create index part_request_lines_message_idx on part_request_lines (message_id, id);
    create index part_request_lines_request_idx on part_request_lines (request_id);

    create table part_request_photos (
      id text primary key,
      request_id bigint references part_requests(id) on delete cascade,
      position smallint,
      uploaded_by integer references users(id) on delete cascade,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null
    );
    create index part_request_photos_request_idx on part_request_photos (request_id) where request_id is not null;
    create index part_request_photos_loose_idx on part_request_photos (uploaded_by, created_at) where request_id is null;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from notifications where event in ('tanya_baru', 'tanya_dijawab');
    drop table part_request_photos;
    drop table part_request_lines;
    drop table part_request_messages;
    drop table part_requests;
  `,
  )
}
