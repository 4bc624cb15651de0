import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// The workshop confirms what it received (docs/product.md §13.3).
// - deliveries.received_*: when and by whom a delivery was confirmed: its buyer ('user'), staff on
//   his behalf ('seller'), or the portal itself ('sistem') once the branch's number of days passed.
// - delivery_lines.qty_received: what arrived of each line.
// - delivery_photos: pictures of a discrepancy, re-encoded like profile pictures and kept in
//   PostgreSQL so every instance serves them; uploaded first, then named by the receipt.
// - discrepancies ('Selisih'): one per delivery line that arrived short, damaged or as the wrong
//   part, open until staff close it with a resolution.
// - branches.auto_receipt_days: after this many Jakarta days a delivery not confirmed counts as received.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table branches add column auto_receipt_days smallint not null default 3
      check (auto_receipt_days between 1 and 30);

    alter table deliveries add column received_at timestamptz;
    alter table deliveries add column received_by integer references users(id) on delete set null;
    alter table deliveries add column received_role text check (received_role in ('user', 'seller', 'sistem'));
    alter table deliveries add constraint deliveries_received_check
      check ((received_at is null) = (received_role is null) and (received_role is distinct from 'sistem' or received_by is null));
    create index deliveries_unreceived_idx on deliveries (branch_id, delivered_on) where received_at is null;

    alter table delivery_lines add column qty_received integer check (qty_received between 0 and 999);

    create table discrepancies (
      id bigserial primary key,
      delivery_id bigint not null references deliveries(id) on delete cascade,
      order_item_id bigint not null references order_items(id) on delete cascade,
      order_id bigint not null references orders(id) on delete cascade,
      branch_id integer not null references branches(id),
      store_id integer not null references stores(id),
      kind text not null check (kind in ('kurang', 'rusak', 'salah_part')),
      note text not null check (length(note) between 1 and 200),
      state text not null default 'terbuka' check (state in ('terbuka', 'selesai')),
      resolution text check (resolution in ('kirim_ulang', 'retur', 'ditolak')),
      resolution_note text check (length(resolution_note) between 1 and 200),
      closed_by integer references users(id) on delete set null,
      closed_at timestamptz,
      created_at timestamptz not null,
      unique (delivery_id, order_item_id),
      check ((state = 'selesai') = (resolution is not null and closed_at is not null))
    );
    create index discrepancies_branch_idx on discrepancies (branch_id, created_at, id);
    create index discrepancies_branch_open_idx on discrepancies (branch_id, created_at, id) where state = 'terbuka';
    create index discrepancies_order_idx on discrepancies (order_id);

    create table delivery_photos (
      id text primary key,
      delivery_id bigint not null references deliveries(id) on delete cascade,
      discrepancy_id bigint references discrepancies(id) on delete cascade,
      uploaded_by integer references users(id) on delete set null,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null
    );
    create index delivery_photos_delivery_idx on delivery_photos (delivery_id);
    create index delivery_photos_discrepancy_idx on delivery_photos (discrepancy_id) where discrepancy_id is not null;

    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga',
        'sisa-tersedia','pesan-sisa','batal-sisa','kirim-barang','terima-barang','tutup-selisih')) not valid;
    alter table order_events validate constraint order_events_action_check;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from order_events where action in ('terima-barang', 'tutup-selisih');
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga',
        'sisa-tersedia','pesan-sisa','batal-sisa','kirim-barang'));
    drop table delivery_photos;
    drop table discrepancies;
    alter table delivery_lines drop column qty_received;
    drop index deliveries_unreceived_idx;
    alter table deliveries drop constraint deliveries_received_check;
    alter table deliveries drop column received_role;
    alter table deliveries drop column received_by;
    alter table deliveries drop column received_at;
    alter table branches drop column auto_receipt_days;
  `,
  )
}
