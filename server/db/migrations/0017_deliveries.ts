import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// What the branch sent of a Diproses order (docs/product.md §13.2).
// - deliveries: one Surat Jalan each, numbered SJ/<branch>/<yyyymm>/<seq> from delivery_counters
//   in the delivery's own transaction; 'dikirim' names the driver or courier and the vehicle plate
//   (a tracking number when there is one), 'diambil' (picked up at the branch) names nobody.
// - delivery_lines: the quantity of each order line on it. Never more than the line's supplied
//   quantity minus what earlier deliveries took: the service checks it under the order row's lock.
// - order_events: a delivery is an event of the order's timeline ('kirim-barang').
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table delivery_counters (
      branch_id integer not null references branches(id),
      period char(6) not null,
      last_seq integer not null check (last_seq > 0),
      primary key (branch_id, period)
    );

    create table deliveries (
      id bigserial primary key,
      number text not null unique,
      order_id bigint not null references orders(id) on delete cascade,
      branch_id integer not null references branches(id),
      store_id integer not null references stores(id),
      method text not null check (method in ('dikirim', 'diambil')),
      courier text check (length(courier) between 1 and 60),
      plate text check (length(plate) between 1 and 12),
      tracking text check (length(tracking) between 1 and 40),
      delivered_on date not null,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null,
      check (method = 'diambil' or (courier is not null and plate is not null)),
      check (method = 'dikirim' or (courier is null and plate is null and tracking is null))
    );
    create index deliveries_order_idx on deliveries (order_id, id);
    create index deliveries_branch_idx on deliveries (branch_id, created_at, id);
    create index deliveries_store_idx on deliveries (store_id, created_at, id);

    create table delivery_lines (
      delivery_id bigint not null references deliveries(id) on delete cascade,
      order_item_id bigint not null references order_items(id) on delete cascade,
      qty integer not null check (qty between 1 and 999),
      primary key (delivery_id, order_item_id)
    );
    create index delivery_lines_item_idx on delivery_lines (order_item_id);

    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga',
        'sisa-tersedia','pesan-sisa','batal-sisa','kirim-barang')) not valid;
    alter table order_events validate constraint order_events_action_check;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from order_events where action = 'kirim-barang';
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga',
        'sisa-tersedia','pesan-sisa','batal-sisa'));
    drop table delivery_lines;
    drop table deliveries;
    drop table delivery_counters;
  `,
  )
}
