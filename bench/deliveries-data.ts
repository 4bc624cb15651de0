import pg from 'pg'
import { loadConfig } from '../server/config'

// What a dealer's exported orders went through after two years (docs/product.md §13.2-§13.4),
// written over the generated orders so the reports' figures after the export have their real
// size: every Diproses order but a tenth of the last week's was delivered whole (its supplied
// lines: Ada, Sebagian) a few hours to two days after its export, and received one to three days
// later unless it left the branch in the last three days; one received line in fifty came with a
// discrepancy (kurang, rusak, salah part), closed unless it is of the last two weeks. Each order's
// fulfilment is then written in one statement, which refreshes its kept report figures (migration
// 0021). Drawn from hashes of the ids, so every run writes the same rows.

const HISTORY_SQL = [
  `insert into deliveries (number, order_id, branch_id, store_id, method, delivered_on, created_by, created_at,
     received_at, received_by, received_role)
   select 'SJ/BENCH/' || o.id, o.id, o.branch_id, o.store_id, 'diambil', report_day(s.at), e.actor_id, s.at,
     case when s.at < now() - interval '3 days' then s.at + (1 + s.dice % 3) * interval '1 day' end,
     case when s.at < now() - interval '3 days' then o.created_by end,
     case when s.at < now() - interval '3 days' then 'user' end
   from orders o
     join lateral (select actor_id, created_at from order_events where order_id = o.id and action = 'export'
       order by created_at desc limit 1) e on true
     cross join lateral (select mod(abs(hashint8(o.id)::int8), 1000) as dice) d
     cross join lateral (select least(now(), e.created_at + (2 + d.dice % 46) * interval '1 hour') as at, d.dice) s
   where o.status = 4 and not (e.created_at > now() - interval '7 days' and d.dice < 100)
     and not exists (select 1 from deliveries dd where dd.order_id = o.id)
     and exists (select 1 from order_items i join ready_statuses r on r.id = i.ready_status_id
       where i.order_id = o.id and r.code in ('ada', 'sebagian') and i.qty_ordered > 0)`,
  `insert into delivery_lines (delivery_id, order_item_id, qty, qty_received)
   select d.id, i.id, i.qty_ordered,
     case when d.received_at is null then null
       when mod(abs(hashint8(i.id)::int8), 50) = 0 then greatest(0, i.qty_ordered - 1) else i.qty_ordered end
   from deliveries d
     join order_items i on i.order_id = d.order_id
     join ready_statuses r on r.id = i.ready_status_id
   where d.number like 'SJ/BENCH/%' and r.code in ('ada', 'sebagian') and i.qty_ordered > 0`,
  `insert into discrepancies (delivery_id, order_item_id, order_id, branch_id, store_id, kind, note, state, resolution,
     closed_at, created_at)
   select d.id, dl.order_item_id, d.order_id, d.branch_id, d.store_id,
     (array['kurang', 'rusak', 'salah_part'])[1 + mod(abs(hashint8(dl.order_item_id)::int8), 3)],
     'Tidak sesuai saat diterima',
     case when d.received_at < now() - interval '14 days' then 'selesai' else 'terbuka' end,
     case when d.received_at < now() - interval '14 days' then 'kirim_ulang' end,
     case when d.received_at < now() - interval '14 days' then d.received_at + interval '2 days' end,
     d.received_at
   from deliveries d join delivery_lines dl on dl.delivery_id = d.id
   where d.number like 'SJ/BENCH/%' and d.received_at is not null and mod(abs(hashint8(dl.order_item_id)::int8), 50) = 0`,
  `update orders o set fulfilment = case
       when d.id is null then 'menunggu_kirim'
       when exists (select 1 from discrepancies x where x.order_id = o.id and x.state = 'terbuka') then 'ada_selisih'
       when d.received_at is null then 'dikirim'
       else 'diterima' end
   from orders o2 left join deliveries d on d.order_id = o2.id and d.number like 'SJ/BENCH/%'
   where o.id = o2.id and o2.status = 4
     and not exists (select 1 from deliveries dd where dd.order_id = o2.id and dd.number not like 'SJ/BENCH/%')`,
]

/**
 * Writes the history once, on a connection of its own (no statement timeout), and analyses the
 * tables for the planner. A bench delivery ('SJ/BENCH/…') of an order older than 90 days is the mark.
 */
export async function ensureDeliveryHistory(databaseUrl = loadConfig().databaseUrl): Promise<{ written: number; ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const mark = await client.query(`
      select 1 from deliveries d join orders o on o.id = d.order_id
      where d.number like 'SJ/BENCH/%' and o.updated_at < now() - interval '90 days' limit 1`)
    if (mark.rows.length > 0) return { written: 0, ms: 0 }
    const started = Date.now()
    await client.query('begin')
    const result = await client.query(HISTORY_SQL[0])
    for (const statement of HISTORY_SQL.slice(1)) await client.query(statement)
    await client.query('commit')
    await client.query('vacuum analyze deliveries, delivery_lines, discrepancies, orders, report_order_fulfilment')
    await client.query('vacuum analyze report_fulfilment_branch_days, report_fulfilment_store_days')
    return { written: result.rowCount ?? 0, ms: Date.now() - started }
  } finally {
    await client.end()
  }
}
