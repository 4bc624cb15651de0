import { type Kysely, sql } from 'kysely'

// The reports' figures of what happened after the export (docs/product.md §13.5), kept by the
// database like the status figures of migration 0007, so a branch's year reads a few hundred
// summary rows and not its deliveries, receipts and back-order lines.
// - report_order_fulfilment: one row per exported order with a fulfilment (migration 0020): what
//   it ordered and what was delivered, the minutes from Dipesan to the receipt that completed it,
//   its back-order lines (arrived, arrived on time) and its discrepancies by kind.
//   report_fulfilment_refresh(ids) recomputes the rows of the orders named from their own rows,
//   so no sequence of changes can leave one wrong; it is called by statement triggers on orders
//   (every delivery, receipt and closed discrepancy writes the order's fulfilment in its
//   transaction, server/deliveries/fulfilment.ts) and on back-order lines (opened at the export,
//   arriving with a stock load).
// - report_fulfilment_branch_days / _store_days: those rows summed per Jakarta day of the order's
//   creation (the day every figure of a report is counted by) for a branch and for a store, kept
//   by statement triggers on report_order_fulfilment in one grouped upsert each, rows in key order
//   (branch table first), like migration 0018's counts.
// - A back-order line is on time when its stock arrived by its Jakarta day of ETA (Indent), or
//   else within the branch's number of days that flags a line 'Lama'.
const FIGURES = [
  'qty_ordered',
  'qty_delivered',
  'received',
  'receipt_minutes',
  'bo_lines',
  'bo_arrived',
  'bo_on_time',
  'kurang',
  'rusak',
  'salah_part',
] as const

const summaryColumns = `orders integer not null, ${FIGURES.map((f) => `${f} bigint not null`).join(', ')}`
const sums = `sum(orders), ${FIGURES.map((f) => `sum(${f})`).join(', ')}`
const added = ['orders', ...FIGURES].map((f) => `${f} = t.${f} + excluded.${f}`).join(', ')
const columns = ['orders', ...FIGURES].join(', ')

const schema = [
  'lock table orders, backorder_lines in share row exclusive mode',
  `create table report_order_fulfilment (
     order_id bigint primary key references orders(id) on delete cascade,
     branch_id integer not null, store_id integer not null, day date not null,
     qty_ordered integer not null, qty_delivered integer not null,
     receipt_minutes integer check (receipt_minutes >= 0),
     bo_lines integer not null, bo_arrived integer not null, bo_on_time integer not null,
     kurang integer not null, rusak integer not null, salah_part integer not null)`,
  `create table report_fulfilment_branch_days (branch_id integer not null, day date not null, ${summaryColumns},
     primary key (branch_id, day))`,
  // a branch's stores over a range (the Toko tab) read the key; a store's days (a buyer) their index
  `create table report_fulfilment_store_days (branch_id integer not null, day date not null, store_id integer not null,
     ${summaryColumns}, primary key (branch_id, day, store_id))`,
  'create index report_fulfilment_store_days_store_idx on report_fulfilment_store_days (store_id, day)',
  // the rows of report_order_fulfilment added (plus) and taken away (minus), folded into both summaries
  `create function report_fulfilment_fold(plus jsonb, minus jsonb) returns void language sql as $$
     with changes as (
       select 1 as n, p.* from jsonb_populate_recordset(null::report_order_fulfilment, coalesce(plus, '[]')) p
       union all
       select -1 as n, m.* from jsonb_populate_recordset(null::report_order_fulfilment, coalesce(minus, '[]')) m
     ), delta as (
       select branch_id, day, store_id, sum(n) as orders, sum(n * qty_ordered) as qty_ordered,
         sum(n * qty_delivered) as qty_delivered, sum(n * (receipt_minutes is not null)::int) as received,
         sum(n * coalesce(receipt_minutes, 0)) as receipt_minutes, sum(n * bo_lines) as bo_lines,
         sum(n * bo_arrived) as bo_arrived, sum(n * bo_on_time) as bo_on_time, sum(n * kurang) as kurang,
         sum(n * rusak) as rusak, sum(n * salah_part) as salah_part
       from changes group by 1, 2, 3
     ), b as (
       insert into report_fulfilment_branch_days as t (branch_id, day, ${columns})
       select branch_id, day, ${sums} from delta group by 1, 2 order by 1, 2
       on conflict (branch_id, day) do update set ${added}
     )
     insert into report_fulfilment_store_days as t (branch_id, day, store_id, ${columns})
     select branch_id, day, store_id, ${columns} from delta order by 1, 2, 3
     on conflict (branch_id, day, store_id) do update set ${added}
   $$`,
  `create function report_fulfilment_changed() returns trigger language plpgsql as $$
   declare
     plus jsonb;
     minus jsonb;
   begin
     if tg_op in ('INSERT', 'UPDATE') then
       select jsonb_agg(to_jsonb(r)) into plus from new_rows r;
     end if;
     if tg_op in ('UPDATE', 'DELETE') then
       select jsonb_agg(to_jsonb(r)) into minus from old_rows r;
     end if;
     if plus is not null or minus is not null then
       perform report_fulfilment_fold(plus, minus);
     end if;
     return null;
   end $$`,
  `create function report_fulfilment_refresh(ids bigint[]) returns void language plpgsql as $$
   begin
     if ids is null or cardinality(ids) = 0 then
       return;
     end if;
     -- one refresh of an order at a time, each reading what the one before it committed
     perform 1 from orders where id = any(ids) order by id for no key update;
     with fresh as (
       select o.id as order_id, o.branch_id, o.store_id, report_day(o.created_at) as day,
         coalesce(i.qty, 0) as qty_ordered, coalesce(d.qty, 0) as qty_delivered,
         case when o.fulfilment in ('diterima', 'ada_selisih') and d.received_at is not null then
           greatest(0, floor(extract(epoch from d.received_at - coalesce(p.ordered_at, o.created_at)) / 60))::int
         end as receipt_minutes,
         coalesce(b.lines, 0) as bo_lines, coalesce(b.arrived, 0) as bo_arrived, coalesce(b.on_time, 0) as bo_on_time,
         coalesce(x.kurang, 0) as kurang, coalesce(x.rusak, 0) as rusak, coalesce(x.salah_part, 0) as salah_part
       from orders o
         left join lateral (select sum(qty_ordered)::int as qty from order_items where order_id = o.id) i on true
         left join lateral (
           select sum(dl.qty)::int as qty, max(dd.received_at) as received_at
           from deliveries dd join delivery_lines dl on dl.delivery_id = dd.id where dd.order_id = o.id) d on true
         left join lateral (
           select min(created_at) as ordered_at from order_events where order_id = o.id and action = 'lanjut-pesan') p on true
         left join lateral (
           select count(*)::int as lines, count(bl.available_at)::int as arrived,
             count(*) filter (where report_day(bl.available_at)
               <= coalesce(bl.eta, report_day(bl.created_at) + br.backorder_flag_days))::int as on_time
           from backorder_lines bl join branches br on br.id = bl.branch_id where bl.order_id = o.id) b on true
         left join lateral (
           select count(*) filter (where kind = 'kurang')::int as kurang, count(*) filter (where kind = 'rusak')::int as rusak,
             count(*) filter (where kind = 'salah_part')::int as salah_part
           from discrepancies where order_id = o.id) x on true
       where o.id = any(ids) and o.fulfilment is not null
     ), gone as (
       delete from report_order_fulfilment f
       where f.order_id = any(ids) and not exists (select 1 from fresh where fresh.order_id = f.order_id)
     )
     insert into report_order_fulfilment as t
     select * from fresh order by order_id
     on conflict (order_id) do update set
       branch_id = excluded.branch_id, store_id = excluded.store_id, day = excluded.day, qty_ordered = excluded.qty_ordered, qty_delivered = excluded.qty_delivered,
       receipt_minutes = excluded.receipt_minutes, bo_lines = excluded.bo_lines, bo_arrived = excluded.bo_arrived,
       bo_on_time = excluded.bo_on_time, kurang = excluded.kurang, rusak = excluded.rusak, salah_part = excluded.salah_part
     where t is distinct from excluded;
   end $$`,
  // an order's fulfilment is written in the transaction of every move after the export; orders
  // without one (not exported) cost this trigger an empty array
  `create function report_fulfilment_orders_changed() returns trigger language plpgsql as $$
   begin
     perform report_fulfilment_refresh(array(select id from new_rows where fulfilment is not null));
     return null;
   end $$`,
  `create function report_fulfilment_lines_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform report_fulfilment_refresh(array(select distinct order_id from new_rows));
     else
       perform report_fulfilment_refresh(array(
         select distinct n.order_id from new_rows n join old_rows o on o.id = n.id
         where n.available_at is distinct from o.available_at));
     end if;
     return null;
   end $$`,
  `create trigger report_fulfilment_insert after insert on report_order_fulfilment referencing new table as new_rows
     for each statement execute function report_fulfilment_changed()`,
  `create trigger report_fulfilment_update after update on report_order_fulfilment
     referencing old table as old_rows new table as new_rows for each statement execute function report_fulfilment_changed()`,
  `create trigger report_fulfilment_delete after delete on report_order_fulfilment referencing old table as old_rows
     for each statement execute function report_fulfilment_changed()`,
  `create trigger report_fulfilment_orders after update on orders referencing new table as new_rows
     for each statement execute function report_fulfilment_orders_changed()`,
  `create trigger report_fulfilment_lines_insert after insert on backorder_lines referencing new table as new_rows
     for each statement execute function report_fulfilment_lines_changed()`,
  `create trigger report_fulfilment_lines_update after update on backorder_lines
     referencing old table as old_rows new table as new_rows for each statement execute function report_fulfilment_lines_changed()`,
  // a TRUNCATE empties a table without its delete triggers: its summaries are emptied with it
  `create function report_fulfilment_truncated() returns trigger language plpgsql as $$
   begin
     truncate report_fulfilment_branch_days, report_fulfilment_store_days;
     return null;
   end $$`,
  `create trigger report_fulfilment_truncate after truncate on report_order_fulfilment
     for each statement execute function report_fulfilment_truncated()`,
  `create function backorder_counts_truncated() returns trigger language plpgsql as $$
   begin
     truncate backorder_branch_days, backorder_store_days;
     return null;
   end $$`,
  `create trigger backorder_counts_truncate after truncate on backorder_lines
     for each statement execute function backorder_counts_truncated()`,
]

/** Orders a statement of the first fill refreshes: a dealer's 400,000 exported orders go ~1 s a statement. */
const FILL_STEP = 5_000

export async function up(db: Kysely<unknown>): Promise<void> {
  // one statement at a time: PGlite runs one per query, and the bodies hold semicolons
  for (const statement of schema) await sql.raw(statement).execute(db)
  // the exported orders so far, a slice of ids per statement: no statement runs for minutes
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    select min(id)::float8 as low, max(id)::float8 as high from orders where fulfilment is not null`.execute(db)
  const { low, high } = rows[0]
  if (low !== null && high !== null) {
    for (let from = low; from <= high; from += FILL_STEP) {
      await sql`select report_fulfilment_refresh(array(
        select id from orders where fulfilment is not null and id >= ${from} and id < ${from + FILL_STEP}))`.execute(db)
    }
  }
  await sql`analyze report_order_fulfilment, report_fulfilment_branch_days, report_fulfilment_store_days`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'drop trigger backorder_counts_truncate on backorder_lines',
    'drop function backorder_counts_truncated()',
    'drop trigger report_fulfilment_orders on orders',
    'drop trigger report_fulfilment_lines_insert on backorder_lines',
    'drop trigger report_fulfilment_lines_update on backorder_lines',
    'drop table report_order_fulfilment',
    'drop function report_fulfilment_truncated()',
    'drop table report_fulfilment_branch_days',
    'drop table report_fulfilment_store_days',
    'drop function report_fulfilment_orders_changed()',
    'drop function report_fulfilment_lines_changed()',
    'drop function report_fulfilment_refresh(bigint[])',
    'drop function report_fulfilment_changed()',
    'drop function report_fulfilment_fold(jsonb, jsonb)',
  ]
  for (const statement of drops) await sql.raw(statement).execute(db)
}
