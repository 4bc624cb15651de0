import { type Kysely, sql } from 'kysely'

// The reports (server/reports) sum the lines of a branch's orders over up to 366 days: about
// 700,000 lines of 150,000 orders at a dealer's scale. They reach the lines order by order through
// the (order_id, part_no) key; carrying the figures a report reads (price and the three
// quantities) in that key's index lets PostgreSQL answer from the index without visiting the
// table: a year's part ranking went from 3.1 s to 1.1 s (docs/decisions.md, 'Reports'). The key
// itself is unchanged; rebuilding it on a dealer's 2.25 M lines takes a few seconds at start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_items
      drop constraint order_items_order_id_part_no_key,
      add constraint order_items_order_id_part_no_key unique (order_id, part_no)
        include (price, qty_estimasi, qty_confirmed, qty_ordered)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_items
      drop constraint order_items_order_id_part_no_key,
      add constraint order_items_order_id_part_no_key unique (order_id, part_no)`.execute(db)
}
