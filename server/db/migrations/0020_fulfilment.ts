import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// A Diproses order's fulfilment (docs/product.md §13.4), kept on the order so the lists show and
// filter it without reading deliveries: written in the transaction of every export, delivery,
// receipt and closed discrepancy (server/deliveries/fulfilment.ts). Orders exported before
// deliveries existed have none (what was sent of them is not known to the portal).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table orders add column fulfilment text
      check (fulfilment in ('menunggu_kirim', 'dikirim_sebagian', 'dikirim', 'diterima', 'ada_selisih'));
    create index orders_branch_fulfilment_idx on orders (branch_id, fulfilment, created_at desc, id desc)
      where fulfilment is not null;
    create index orders_store_fulfilment_idx on orders (store_id, fulfilment, created_at desc, id desc)
      where fulfilment is not null;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index orders_store_fulfilment_idx;
    drop index orders_branch_fulfilment_idx;
    alter table orders drop column fulfilment;
  `,
  )
}
