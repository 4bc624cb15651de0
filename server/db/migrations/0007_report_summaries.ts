import { type Kysely, sql } from 'kysely'

// The reports' figures kept per Jakarta day by the database itself (server/reports/summary-*.ts
// read them): counting a branch's year of order lines afresh took 1.6 s a report. Triggers on
// orders and order_items keep them, so every write path (checkout, import, the status actions,
// the seed's bulk insert, a hand-written UPDATE) keeps them right with no service code.
//
// How a change reaches the summaries, and why it is race-safe:
// - A statement's triggers compute what it changed (the old rows taken off, the new ones added,
//   each under its order's status at that moment, product.md §10.8) and append those
//   signed deltas to report_*_deltas, tagged with the transaction. Appending takes no shared lock.
// - At commit a deferred trigger folds the transaction's deltas into the summaries: one grouped
//   upsert per table (`x = x + excluded.x`), rows in key order. Every transaction takes summary
//   rows in that one global order, and only just before it commits, so writers never deadlock
//   on them however their own statements were ordered, and a hot row (today's Estimasi) is held
//   for the length of a commit only.
// - An order's amount depends on its current status: a status change takes the order and its
//   lines off under the old status and adds them under the new one; a line inserted, changed or
//   deleted counts under its order's status at that moment.
// - A deleted order takes itself and its lines off before it goes (BEFORE DELETE); the lines
//   then deleted by the cascade find no order and count nothing. TRUNCATE recounts everything.
// - One statement must not change both tables (a data-modifying CTE over orders and
//   order_items): each side's trigger would see the other side's end state.
//
// The migration first locks both tables against writes until it commits, so no write falls
// between the count of the existing rows and the triggers. It counts a branch's month per
// statement (1-2 s on a dealer's busiest month), as the pool's client gives up on a statement
// after 10 s whatever the server's timeout; a dealer's 500,000 orders take well under a minute.

const schema = [
  'lock table orders, order_items in share row exclusive mode',

  // ---- the figures of one order line, as the reports define them -----------------------------
  `create function report_day(at timestamptz) returns date language sql immutable parallel safe
     as $$ select ((at at time zone 'UTC') + interval '7 hours')::date $$`,
  `create function report_line_amount(status smallint, price bigint, est integer, conf integer, ordered integer)
     returns bigint language sql immutable parallel safe as $$
     select (case status when 1 then est when 2 then coalesce(conf, 0) when 5 then coalesce(conf, est)
       else coalesce(ordered, 0) end)::bigint * price $$`,
  // unfilled demand: a line of a confirmed order (Konfirmasi and after) confirmed below its estimate
  `create function report_short(status smallint, est integer, conf integer) returns integer
     language sql immutable parallel safe as $$
     select case when status >= 2 and coalesce(conf, 0) < est then est - coalesce(conf, 0) else 0 end $$`,

  // ---- the summaries ----------------------------------------------------------------------------
  // orders by their current status; amounts and quantities of their lines (product.md §10.8)
  `create table report_branch_days (branch_id integer not null, day date not null, status smallint not null,
     orders integer not null, amount bigint not null, qty_est bigint not null, qty_conf bigint not null)
     with (fillfactor = 90)`,
  `create table report_store_days (branch_id integer not null, day date not null, store_id integer not null,
     created_by integer not null, status smallint not null,
     orders integer not null, amount bigint not null, qty_est bigint not null, qty_conf bigint not null)
     with (fillfactor = 90)`,
  // the lines of a part: freq counts orders, as an order holds a part on one line at most
  ...['day date', 'month date', 'year date'].map(
    (bucket) => `create table report_part_${bucket.split(' ')[0]}s (branch_id integer not null, ${bucket} not null,
     part_no text collate "C" not null, freq integer not null, qty_est integer not null, qty_ordered integer not null,
     qty_short integer not null, short_lines integer not null, last_order bigint)
     with (fillfactor = 90)`,
  ),

  // ---- a transaction's pending deltas (unlogged: they never outlive their transaction) ----------
  `create unlogged table report_status_deltas (tx bigint not null, branch_id integer not null, day date not null,
     store_id integer not null, created_by integer not null, status smallint not null,
     orders bigint not null, amount numeric not null, qty_est bigint not null, qty_conf bigint not null)`,
  'create index report_status_deltas_tx on report_status_deltas (tx)',
  `create unlogged table report_part_deltas (tx bigint not null, branch_id integer not null, day date not null,
     part_no text collate "C" not null, freq bigint not null, qty_est bigint not null, qty_ordered bigint not null,
     qty_short bigint not null, short_lines bigint not null, last_order bigint)`,
  'create index report_part_deltas_tx on report_part_deltas (tx)',
  // one row per writing transaction: its insert queues the one fold at commit
  'create unlogged table report_fold_marks (tx bigint primary key)',

  `create type report_line as (sign integer, order_id bigint, part_no text, price bigint,
     qty_estimasi integer, qty_confirmed integer, qty_ordered integer)`,
  `create type report_order as (sign integer, id bigint, branch_id integer, store_id integer,
     created_by integer, created_at timestamptz, status smallint)`,

  // lines added (+1) or taken off (-1) under their orders' status now
  `create function report_add_lines(lines report_line[]) returns void language plpgsql as $$
   begin
     if cardinality(lines) = 0 then return; end if;
     insert into report_status_deltas
     select txid_current(), o.branch_id, report_day(o.created_at), o.store_id, o.created_by, o.status, 0,
       sum(l.sign * report_line_amount(o.status, l.price, l.qty_estimasi, l.qty_confirmed, l.qty_ordered)),
       sum(l.sign * l.qty_estimasi), sum(l.sign * coalesce(l.qty_confirmed, 0))
     from unnest(lines) l join orders o on o.id = l.order_id
     group by 2, 3, 4, 5, 6;
     insert into report_part_deltas
     select txid_current(), o.branch_id, report_day(o.created_at), l.part_no, sum(l.sign),
       sum(l.sign * l.qty_estimasi), sum(l.sign * coalesce(l.qty_ordered, 0)),
       sum(l.sign * report_short(o.status, l.qty_estimasi, l.qty_confirmed)),
       sum(l.sign * (report_short(o.status, l.qty_estimasi, l.qty_confirmed) > 0)::integer),
       max(l.order_id) filter (where l.sign > 0)
     from unnest(lines) l join orders o on o.id = l.order_id
     group by 2, 3, 4
     -- a confirmed quantity at Estimasi, say, moves no part figure
     having sum(l.sign) <> 0 or sum(l.sign * l.qty_estimasi) <> 0 or sum(l.sign * coalesce(l.qty_ordered, 0)) <> 0
       or sum(l.sign * report_short(o.status, l.qty_estimasi, l.qty_confirmed)) <> 0
       or sum(l.sign * (report_short(o.status, l.qty_estimasi, l.qty_confirmed) > 0)::integer) <> 0;
     insert into report_fold_marks values (txid_current()) on conflict do nothing;
   end $$`,

  // orders added (+1) or taken off (-1) with their lines as they are now, under the status given
  `create function report_add_orders(changed report_order[]) returns void language plpgsql as $$
   begin
     if cardinality(changed) = 0 then return; end if;
     insert into report_status_deltas
     select txid_current(), c.branch_id, report_day(c.created_at), c.store_id, c.created_by, c.status, sum(c.sign),
       sum(c.sign * coalesce(a.amount, 0)), sum(c.sign * coalesce(a.qty_est, 0)), sum(c.sign * coalesce(a.qty_conf, 0))
     from unnest(changed) c
     left join lateral (
       select sum(report_line_amount(c.status, i.price, i.qty_estimasi, i.qty_confirmed, i.qty_ordered)) as amount,
         sum(i.qty_estimasi) as qty_est, sum(i.qty_confirmed) as qty_conf
       from order_items i where i.order_id = c.id
     ) a on true
     group by 2, 3, 4, 5, 6;
     -- a change of status alone moves no part figure but the shortage: the rest cancels out here
     insert into report_part_deltas
     select txid_current(), c.branch_id, report_day(c.created_at), i.part_no, sum(c.sign),
       sum(c.sign * i.qty_estimasi), sum(c.sign * coalesce(i.qty_ordered, 0)),
       sum(c.sign * report_short(c.status, i.qty_estimasi, i.qty_confirmed)),
       sum(c.sign * (report_short(c.status, i.qty_estimasi, i.qty_confirmed) > 0)::integer),
       max(i.order_id) filter (where c.sign > 0)
     from unnest(changed) c join order_items i on i.order_id = c.id
     group by 2, 3, 4
     having sum(c.sign) <> 0 or sum(c.sign * i.qty_estimasi) <> 0 or sum(c.sign * coalesce(i.qty_ordered, 0)) <> 0
       or sum(c.sign * report_short(c.status, i.qty_estimasi, i.qty_confirmed)) <> 0
       or sum(c.sign * (report_short(c.status, i.qty_estimasi, i.qty_confirmed) > 0)::integer) <> 0;
     insert into report_fold_marks values (txid_current()) on conflict do nothing;
   end $$`,

  // ---- the triggers -------------------------------------------------------------------------------
  `create function report_orders_inserted() returns trigger language plpgsql as $$
   begin
     perform report_add_orders(array(select row(1, n.id, n.branch_id, n.store_id, n.created_by, n.created_at, n.status)::report_order
       from new_orders n));
     return null;
   end $$`,
  `create function report_orders_updated() returns trigger language plpgsql as $$
   begin
     perform report_add_orders(array(
       select s.o from old_orders o join new_orders n on n.id = o.id
       cross join lateral (values
         (row(-1, o.id, o.branch_id, o.store_id, o.created_by, o.created_at, o.status)::report_order),
         (row(1, n.id, n.branch_id, n.store_id, n.created_by, n.created_at, n.status)::report_order)) s(o)
       where (o.branch_id, o.store_id, o.created_by, o.created_at, o.status)
         is distinct from (n.branch_id, n.store_id, n.created_by, n.created_at, n.status)));
     return null;
   end $$`,
  `create function report_order_deleting() returns trigger language plpgsql as $$
   begin
     perform report_add_orders(array[row(-1, old.id, old.branch_id, old.store_id, old.created_by, old.created_at, old.status)::report_order]);
     return old;
   end $$`,
  `create function report_lines_inserted() returns trigger language plpgsql as $$
   begin
     perform report_add_lines(array(select row(1, n.order_id, n.part_no, n.price, n.qty_estimasi, n.qty_confirmed, n.qty_ordered)::report_line
       from new_lines n));
     return null;
   end $$`,
  `create function report_lines_updated() returns trigger language plpgsql as $$
   begin
     perform report_add_lines(array(
       select s.l from old_lines o join new_lines n on n.id = o.id
       cross join lateral (values
         (row(-1, o.order_id, o.part_no, o.price, o.qty_estimasi, o.qty_confirmed, o.qty_ordered)::report_line),
         (row(1, n.order_id, n.part_no, n.price, n.qty_estimasi, n.qty_confirmed, n.qty_ordered)::report_line)) s(l)
       where (o.order_id, o.part_no, o.price, o.qty_estimasi, o.qty_confirmed, o.qty_ordered)
         is distinct from (n.order_id, n.part_no, n.price, n.qty_estimasi, n.qty_confirmed, n.qty_ordered)));
     return null;
   end $$`,
  `create function report_lines_deleted() returns trigger language plpgsql as $$
   begin
     perform report_add_lines(array(select row(-1, o.order_id, o.part_no, o.price, o.qty_estimasi, o.qty_confirmed, o.qty_ordered)::report_line
       from old_lines o));
     return null;
   end $$`,

  // ---- the fold at commit -------------------------------------------------------------------------
  `create function report_fold() returns trigger language plpgsql as $$
   declare t bigint := txid_current();
   begin
     insert into report_branch_days as s
     select branch_id, day, status, sum(orders), sum(amount), sum(qty_est), sum(qty_conf)
     from report_status_deltas where tx = t group by 1, 2, 3
     having sum(orders) <> 0 or sum(amount) <> 0 or sum(qty_est) <> 0 or sum(qty_conf) <> 0
     order by 1, 2, 3
     on conflict (branch_id, day, status) do update set orders = s.orders + excluded.orders,
       amount = s.amount + excluded.amount, qty_est = s.qty_est + excluded.qty_est, qty_conf = s.qty_conf + excluded.qty_conf;
     insert into report_store_days as s
     select branch_id, day, store_id, created_by, status, sum(orders), sum(amount), sum(qty_est), sum(qty_conf)
     from report_status_deltas where tx = t group by 1, 2, 3, 4, 5
     having sum(orders) <> 0 or sum(amount) <> 0 or sum(qty_est) <> 0 or sum(qty_conf) <> 0
     order by 1, 2, 3, 4, 5
     on conflict (branch_id, day, store_id, created_by, status) do update set orders = s.orders + excluded.orders,
       amount = s.amount + excluded.amount, qty_est = s.qty_est + excluded.qty_est, qty_conf = s.qty_conf + excluded.qty_conf;
     perform report_fold_parts(t, 'day');
     perform report_fold_parts(t, 'month');
     perform report_fold_parts(t, 'year');
     delete from report_status_deltas where tx = t;
     delete from report_part_deltas where tx = t;
     delete from report_fold_marks where tx = t;
     return null;
   end $$`,
  `create function report_fold_parts(t bigint, bucket text) returns void language plpgsql as $$
   begin
     execute format($f$
       insert into %1$I as s (branch_id, part_no, %2$I, freq, qty_est, qty_ordered, qty_short, short_lines, last_order)
       select branch_id, part_no, date_trunc(%2$L, day::timestamp)::date, sum(freq), sum(qty_est), sum(qty_ordered),
         sum(qty_short), sum(short_lines), max(last_order)
       from report_part_deltas where tx = $1 group by 1, 2, 3
       having sum(freq) <> 0 or sum(qty_est) <> 0 or sum(qty_ordered) <> 0 or sum(qty_short) <> 0 or sum(short_lines) <> 0
       order by 1, 2, 3
       on conflict (branch_id, part_no, %2$I) do update set freq = s.freq + excluded.freq,
         qty_est = s.qty_est + excluded.qty_est, qty_ordered = s.qty_ordered + excluded.qty_ordered,
         qty_short = s.qty_short + excluded.qty_short, short_lines = s.short_lines + excluded.short_lines,
         last_order = greatest(s.last_order, excluded.last_order)$f$, 'report_part_' || bucket || 's', bucket) using t;
   end $$`,

  // The first fill, and the recount after a TRUNCATE, go a piece per statement so that none runs
  // long (the pool's client gives up on a statement after 10 s): a branch's month of orders into
  // the day summaries, then a branch's year of days into its months and its year.
  `create function report_recount(in_branch integer, in_month date) returns void language plpgsql as $$
   declare
     from_at timestamptz := (in_month::timestamp - interval '7 hours') at time zone 'UTC';
     to_at timestamptz := ((in_month + interval '1 month')::timestamp - interval '7 hours') at time zone 'UTC';
   begin
     with kept as (
       insert into report_store_days
       select branch_id, day, store_id, created_by, status, sum(orders), sum(amount), sum(qty_est), sum(qty_conf)
       from (
         select o.branch_id, report_day(o.created_at) as day, o.store_id, o.created_by, o.status,
           1 as orders, 0::bigint as amount, 0 as qty_est, 0 as qty_conf
         from orders o where o.branch_id = in_branch and o.created_at >= from_at and o.created_at < to_at
         union all
         select o.branch_id, report_day(o.created_at), o.store_id, o.created_by, o.status, 0,
           report_line_amount(o.status, i.price, i.qty_estimasi, i.qty_confirmed, i.qty_ordered), i.qty_estimasi,
           coalesce(i.qty_confirmed, 0)
         from orders o join order_items i on i.order_id = o.id
         where o.branch_id = in_branch and o.created_at >= from_at and o.created_at < to_at
       ) x
       group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
       returning *
     )
     insert into report_branch_days
     select branch_id, day, status, sum(orders), sum(amount), sum(qty_est), sum(qty_conf) from kept group by 1, 2, 3;
     insert into report_part_days
     select o.branch_id, report_day(o.created_at), i.part_no collate "C", count(*), sum(i.qty_estimasi),
       sum(coalesce(i.qty_ordered, 0)), sum(report_short(o.status, i.qty_estimasi, i.qty_confirmed)),
       count(*) filter (where report_short(o.status, i.qty_estimasi, i.qty_confirmed) > 0), max(i.order_id)
     from orders o join order_items i on i.order_id = o.id
     where o.branch_id = in_branch and o.created_at >= from_at and o.created_at < to_at
     group by 1, 2, 3 order by 1, 2, 3;
   end $$`,
  // a branch's year of days into its months, laid out part by part as the reports read them, and its year
  `create function report_recount_year(in_branch integer, in_year date) returns void language sql as $$
     with months as (
       insert into report_part_months
       select branch_id, date_trunc('month', day::timestamp)::date, part_no, sum(freq), sum(qty_est), sum(qty_ordered),
         sum(qty_short), sum(short_lines), max(last_order)
       from report_part_days where branch_id = in_branch and day >= in_year and day < in_year + interval '1 year'
       group by 1, 2, 3 order by 1, 3, 2
       returning *
     )
     insert into report_part_years
     select branch_id, in_year, part_no, sum(freq), sum(qty_est), sum(qty_ordered), sum(qty_short), sum(short_lines),
       max(last_order)
     from months group by 1, 3 order by 1, 3 $$`,
  // the months that hold orders, per branch
  `create function report_months() returns table (branch integer, month date) language sql stable as $$
     select distinct branch_id, date_trunc('month', report_day(created_at)::timestamp)::date from orders order by 1, 2 $$`,
  `create function report_rebuild() returns void language plpgsql as $$
   declare m record;
   begin
     truncate report_branch_days, report_store_days, report_part_days, report_part_months, report_part_years;
     delete from report_status_deltas where tx = txid_current();
     delete from report_part_deltas where tx = txid_current();
     for m in select * from report_months() loop perform report_recount(m.branch, m.month); end loop;
     for m in select distinct branch, date_trunc('year', month::timestamp)::date as year from report_months() loop
       perform report_recount_year(m.branch, m.year);
     end loop;
   end $$`,
  `create function report_truncated() returns trigger language plpgsql as $$
   begin
     perform report_rebuild();
     return null;
   end $$`,
]

// keys built once the rows are in, which is faster than keeping them up while filling
const keys = [
  'alter table report_branch_days add primary key (branch_id, day, status)',
  'alter table report_store_days add primary key (branch_id, day, store_id, created_by, status)',
  'create index report_store_days_store on report_store_days (store_id, day)',
  'alter table report_part_months add primary key (branch_id, part_no, month)',
  'alter table report_part_years add primary key (branch_id, part_no, year)',
  // a year's parts by frequency and by shortage: where a long range's top lists are looked for
  'create index report_part_years_freq on report_part_years (branch_id, year, freq, part_no)',
  'create index report_part_years_short on report_part_years (branch_id, year, qty_short, part_no)',
]

const triggers = [
  `create trigger report_orders_insert after insert on orders referencing new table as new_orders
     for each statement execute function report_orders_inserted()`,
  `create trigger report_orders_update after update on orders referencing old table as old_orders new table as new_orders
     for each statement execute function report_orders_updated()`,
  'create trigger report_orders_delete before delete on orders for each row execute function report_order_deleting()',
  `create trigger report_lines_insert after insert on order_items referencing new table as new_lines
     for each statement execute function report_lines_inserted()`,
  `create trigger report_lines_update after update on order_items referencing old table as old_lines new table as new_lines
     for each statement execute function report_lines_updated()`,
  `create trigger report_lines_delete after delete on order_items referencing old table as old_lines
     for each statement execute function report_lines_deleted()`,
  'create trigger report_orders_truncate after truncate on orders for each statement execute function report_truncated()',
  'create trigger report_lines_truncate after truncate on order_items for each statement execute function report_truncated()',
  `create constraint trigger report_fold after insert on report_fold_marks deferrable initially deferred
     for each row execute function report_fold()`,
  'analyze report_branch_days, report_store_days, report_part_days, report_part_months, report_part_years',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  // one statement at a time: PGlite runs one per query, and the bodies hold semicolons
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db)
  }
  await run(schema)
  const months = await sql<{ branch: number; month: string }>`select branch, month::text from report_months()`.execute(db)
  for (const { branch, month } of months.rows) await sql`select report_recount(${branch}, ${month}::date)`.execute(db)
  // the days' key first: the months are counted from ranges of it
  await run(['alter table report_part_days add primary key (branch_id, day, part_no)'])
  const years = new Set(months.rows.map((m) => `${m.branch} ${m.month.slice(0, 4)}-01-01`))
  for (const [branch, year] of [...years].map((y) => y.split(' '))) {
    await sql`select report_recount_year(${Number(branch)}, ${year}::date)`.execute(db)
  }
  await run([...keys, ...triggers])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    ...['insert', 'update', 'delete', 'truncate'].flatMap((op) => [
      `drop trigger if exists report_orders_${op} on orders`,
      `drop trigger if exists report_lines_${op} on order_items`,
    ]),
    'drop table if exists report_fold_marks, report_status_deltas, report_part_deltas',
    'drop table if exists report_branch_days, report_store_days, report_part_days, report_part_months, report_part_years',
    ...[
      'report_truncated()',
      'report_rebuild()',
      'report_months()',
      'report_recount(integer, date)',
      'report_recount_year(integer, date)',
      'report_fold()',
      'report_fold_parts(bigint, text)',
      'report_lines_deleted()',
      'report_lines_updated()',
      'report_lines_inserted()',
      'report_order_deleting()',
      'report_orders_updated()',
      'report_orders_inserted()',
      'report_add_orders(report_order[])',
      'report_add_lines(report_line[])',
      'report_short(smallint, integer, integer)',
      'report_line_amount(smallint, bigint, integer, integer, integer)',
      'report_day(timestamptz)',
    ].map((fn) => `drop function if exists ${fn}`),
    'drop type if exists report_order',
    'drop type if exists report_line',
  ]
  for (const statement of drops) await sql.raw(statement).execute(db)
}
