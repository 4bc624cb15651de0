import { type Kysely, sql } from 'kysely'

// The back-orders' navbar counts kept by the database itself, and the lists' open lines in two
// index orders (docs/performance.md 'Back-orders'). Counting a busy branch's ~47,000 open lines
// afresh took ~50 ms on every staff page; the lists sorted every open line to show the first 100.
// - backorder_branch_days / backorder_store_days: open lines per Jakarta day of their opening and
//   per state (menunggu, stok_tersedia), for a branch (staff, head office) and for a store (its
//   buyers; with the branch, whose number of days flags a line 'Lama'). A line's day never changes,
//   so 'Lama' is the sum of the days before the cut-off.
// - Statement triggers on backorder_lines fold a statement's changes into both in one grouped
//   upsert, rows in key order (branch table first): writers take summary rows in one order and
//   never deadlock on them; a hot row (today's Menunggu of a branch) is held until its commit.
// - No check that a count stays >= 0: PostgreSQL checks an upsert's proposed row (n = -1) before
//   it finds the conflict it would add to. server/backorders/counts.test.ts recounts instead.
// - The lists read Stok Tersedia lines, then the rest, each from its own partial index in
//   (created_at, id) order, so a page reads its 100 lines and not the branch's history.
const schema = [
  'lock table backorder_lines in share row exclusive mode',
  `create table backorder_branch_days (branch_id integer not null, day date not null, state text not null,
     n integer not null, primary key (branch_id, day, state))`,
  `create table backorder_store_days (store_id integer not null, branch_id integer not null, day date not null,
     state text not null, n integer not null, primary key (store_id, branch_id, day, state))`,
  `create function backorder_day(at timestamptz) returns date language sql immutable parallel safe
     as $$ select ((at at time zone 'UTC') + interval '7 hours')::date $$`,
  // deltas (branch, store, day, state, ±1) of one statement's rows, folded into both summaries
  `create function backorder_counts_fold(delta jsonb) returns void language plpgsql as $$
   begin
     with d as (
       select (x->>'branch_id')::int as branch_id, (x->>'store_id')::int as store_id, (x->>'day')::date as day,
         x->>'state' as state, (x->>'n')::int as n
       from jsonb_array_elements(delta) x
     ), b as (
       insert into backorder_branch_days as t (branch_id, day, state, n)
       select branch_id, day, state, sum(n) from d group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
       on conflict (branch_id, day, state) do update set n = t.n + excluded.n
     )
     insert into backorder_store_days as t (store_id, branch_id, day, state, n)
     select store_id, branch_id, day, state, sum(n) from d group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
     on conflict (store_id, branch_id, day, state) do update set n = t.n + excluded.n;
   end $$`,
  `create function backorder_counts_changed() returns trigger language plpgsql as $$
   declare
     delta jsonb;
   begin
     if tg_op = 'INSERT' then
       select jsonb_agg(jsonb_build_object('branch_id', branch_id, 'store_id', store_id,
         'day', backorder_day(created_at), 'state', state, 'n', 1)) into delta
       from new_rows where state in ('menunggu', 'stok_tersedia');
     elsif tg_op = 'DELETE' then
       select jsonb_agg(jsonb_build_object('branch_id', branch_id, 'store_id', store_id,
         'day', backorder_day(created_at), 'state', state, 'n', -1)) into delta
       from old_rows where state in ('menunggu', 'stok_tersedia');
     else
       select jsonb_agg(x) into delta from (
         select jsonb_build_object('branch_id', branch_id, 'store_id', store_id,
           'day', backorder_day(created_at), 'state', state, 'n', -1) as x
         from old_rows where state in ('menunggu', 'stok_tersedia')
         union all
         select jsonb_build_object('branch_id', branch_id, 'store_id', store_id,
           'day', backorder_day(created_at), 'state', state, 'n', 1)
         from new_rows where state in ('menunggu', 'stok_tersedia')
       ) changed;
     end if;
     if delta is not null then
       perform backorder_counts_fold(delta);
     end if;
     return null;
   end $$`,
  `insert into backorder_branch_days (branch_id, day, state, n)
     select branch_id, backorder_day(created_at), state, count(*) from backorder_lines
     where state in ('menunggu', 'stok_tersedia') group by 1, 2, 3`,
  `insert into backorder_store_days (store_id, branch_id, day, state, n)
     select store_id, branch_id, backorder_day(created_at), state, count(*) from backorder_lines
     where state in ('menunggu', 'stok_tersedia') group by 1, 2, 3, 4`,
  `create trigger backorder_counts_insert after insert on backorder_lines referencing new table as new_rows
     for each statement execute function backorder_counts_changed()`,
  `create trigger backorder_counts_update after update on backorder_lines
     referencing old table as old_rows new table as new_rows
     for each statement execute function backorder_counts_changed()`,
  `create trigger backorder_counts_delete after delete on backorder_lines referencing old table as old_rows
     for each statement execute function backorder_counts_changed()`,
  // the open lines in the lists' order, one index per state and scope
  'drop index backorder_lines_branch_open_idx',
  'drop index backorder_lines_store_open_idx',
  `create index backorder_lines_branch_waiting_idx on backorder_lines (branch_id, created_at, id) where state = 'menunggu'`,
  `create index backorder_lines_branch_arrived_idx on backorder_lines (branch_id, created_at, id) where state = 'stok_tersedia'`,
  `create index backorder_lines_store_waiting_idx on backorder_lines (store_id, created_at, id) where state = 'menunggu'`,
  `create index backorder_lines_store_arrived_idx on backorder_lines (store_id, created_at, id) where state = 'stok_tersedia'`,
  'analyze backorder_branch_days, backorder_store_days',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  // one statement at a time: PGlite runs one per query, and the bodies hold semicolons
  for (const statement of schema) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'drop trigger backorder_counts_insert on backorder_lines',
    'drop trigger backorder_counts_update on backorder_lines',
    'drop trigger backorder_counts_delete on backorder_lines',
    'drop function backorder_counts_changed()',
    'drop function backorder_counts_fold(jsonb)',
    'drop function backorder_day(timestamptz)',
    'drop table backorder_branch_days',
    'drop table backorder_store_days',
    'drop index backorder_lines_branch_waiting_idx',
    'drop index backorder_lines_branch_arrived_idx',
    'drop index backorder_lines_store_waiting_idx',
    'drop index backorder_lines_store_arrived_idx',
    `create index backorder_lines_branch_open_idx on backorder_lines (branch_id, created_at, id)
       where state in ('menunggu', 'stok_tersedia')`,
    `create index backorder_lines_store_open_idx on backorder_lines (store_id, created_at, id)
       where state in ('menunggu', 'stok_tersedia')`,
  ]
  for (const statement of drops) await sql.raw(statement).execute(db)
}
