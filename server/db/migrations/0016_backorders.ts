import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// What an exported order did not supply is followed until it is (docs/product.md §13.1).
// - backorder_lines: one per order line whose quantity the export left unsupplied (Kosong, Indent,
//   Inactive: estimate minus confirmed; Sebagian: the part not confirmed), written in the export's
//   transaction, once per line (a second download writes nothing). States: menunggu (waiting),
//   stok_tersedia (a stock load showed the part in the branch), dipesan_ulang (the buyer made a new
//   estimate of it: reorder_id), dibatalkan (the buyer or staff gave it up; staff say why).
// - branches.backorder_flag_days: a line still open after this many days is flagged (default 30).
// - orders.source 'sisa': an estimate made from back-order lines, linked to them both ways.
// - order_events: the back-order moves are events of the origin order's timeline; a stock arrival
//   is the system's own act (no actor).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table backorder_lines (
      id bigserial primary key,
      order_id bigint not null references orders(id) on delete cascade,
      order_item_id bigint not null unique references order_items(id) on delete cascade,
      branch_id integer not null references branches(id),
      store_id integer not null references stores(id),
      product_id integer references products(id) on delete set null,
      part_no text not null,
      part_name text not null,
      qty integer not null check (qty between 1 and 999),
      ready_code text not null check (ready_code in ('kosong', 'indent', 'inactive', 'sebagian')),
      eta date,
      state text not null default 'menunggu'
        check (state in ('menunggu', 'stok_tersedia', 'dipesan_ulang', 'dibatalkan')),
      available_qty integer check (available_qty >= 0),
      available_at timestamptz,
      reorder_id bigint references orders(id) on delete set null,
      cancel_reason text check (length(cancel_reason) between 1 and 200),
      closed_by integer references users(id) on delete set null,
      closed_at timestamptz,
      created_at timestamptz not null,
      check ((state = 'dipesan_ulang') = (reorder_id is not null)),
      check ((state in ('dipesan_ulang', 'dibatalkan')) = (closed_at is not null))
    );
    -- the lists: a branch's (staff) or a store's (buyer) lines, oldest first; the open ones, the
    -- lists' default and the navbars' counts on every page, have their own smaller indexes
    create index backorder_lines_branch_idx on backorder_lines (branch_id, created_at, id);
    create index backorder_lines_store_idx on backorder_lines (store_id, created_at, id);
    create index backorder_lines_branch_open_idx on backorder_lines (branch_id, created_at, id)
      where state in ('menunggu', 'stok_tersedia');
    create index backorder_lines_store_open_idx on backorder_lines (store_id, created_at, id)
      where state in ('menunggu', 'stok_tersedia');
    create index backorder_lines_order_idx on backorder_lines (order_id);
    create index backorder_lines_reorder_idx on backorder_lines (reorder_id) where reorder_id is not null;
    -- a stock load looks up the waiting lines of its branch's parts
    create index backorder_lines_waiting_idx on backorder_lines (branch_id, part_no) where state = 'menunggu';

    alter table branches add column backorder_flag_days smallint not null default 30
      check (backorder_flag_days between 1 and 365);

    alter table orders drop constraint orders_source_check;
    alter table orders add constraint orders_source_check check (source in ('cart', 'import', 'sisa')) not valid;
    alter table orders validate constraint orders_source_check;

    alter table order_events alter column actor_id drop not null;
    alter table order_events drop constraint order_events_actor_role_check;
    alter table order_events add constraint order_events_actor_role_check
      check (actor_role in ('user', 'seller', 'sistem') and (actor_id is null) = (actor_role = 'sistem')) not valid;
    alter table order_events validate constraint order_events_actor_role_check;
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga',
        'sisa-tersedia','pesan-sisa','batal-sisa')) not valid;
    alter table order_events validate constraint order_events_action_check;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from order_events where action in ('sisa-tersedia','pesan-sisa','batal-sisa') or actor_id is null;
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga'));
    alter table order_events drop constraint order_events_actor_role_check;
    alter table order_events add constraint order_events_actor_role_check check (actor_role in ('user','seller'));
    alter table order_events alter column actor_id set not null;
    drop table backorder_lines;
    update orders set source = 'cart' where source = 'sisa';
    alter table orders drop constraint orders_source_check;
    alter table orders add constraint orders_source_check check (source in ('cart', 'import'));
    alter table branches drop column backorder_flag_days;
  `,
  )
}
