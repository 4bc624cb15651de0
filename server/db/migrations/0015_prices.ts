import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// What a workshop pays (docs/product.md §10.9–§10.12): its own prices from the dealer's system,
// and PPN the way the tax invoice counts it.
// - stores.price_group / products.part_group: the codes the dealer's price lists speak of; a
//   group exists while a store (or a part) carries it.
// - stores.npwp / stores.address: the workshop's tax number (15 or 16 digits) and address,
//   printed on its orders.
// - price_agreements: the 'harga' feed's lines. One agreement prices one part or one part group
//   for one store or one price group, as a net price or a discount (basis points: 1250 = 12,50 %),
//   never both, valid on the Jakarta days valid_from..valid_to (open when null). A file is the
//   whole list of every scope code it names: that code's agreements missing from it are removed.
// - tax_settings: the PPN rate (basis points) and the DPP fraction from an effective day on; the
//   law changes, so these are data. An order keeps the ones it was confirmed with.
// - branches.quote_valid_days / max_extra_discount_bp: how long a confirmation's prices hold, and
//   how much extra discount staff may give on a line (0: none), set by head office.
// - orders / order_items: what the confirmation froze (the quote), see the columns below.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table stores
      add column price_group text check (price_group ~ '^[A-Z0-9_-]{1,20}$'),
      add column npwp text check (npwp ~ '^[0-9]{15,16}$'),
      -- the address its orders' print and tax invoice carry
      add column address text check (length(address) between 1 and 100);
    create index stores_price_group_idx on stores (price_group) where price_group is not null;

    alter table products add column part_group text check (part_group ~ '^[A-Z0-9_-]{1,20}$');
    create index products_part_group_idx on products (part_group) where part_group is not null;

    create table price_agreements (
      id bigserial primary key,
      scope text not null check (scope in ('toko', 'grup')),
      store_id integer references stores(id) on delete cascade,
      price_group text check (price_group ~ '^[A-Z0-9_-]{1,20}$'),
      product_id integer references products(id) on delete cascade,
      part_group text check (part_group ~ '^[A-Z0-9_-]{1,20}$'),
      discount_bp integer check (discount_bp between 0 and 10000),
      net_price bigint check (net_price between 0 and 1000000000000),
      valid_from date,
      valid_to date,
      job_id integer references feed_jobs(id) on delete set null,
      updated_at timestamptz not null,
      check ((scope = 'toko') = (store_id is not null) and (scope = 'grup') = (price_group is not null)),
      check ((product_id is null) <> (part_group is null)),
      check ((discount_bp is null) <> (net_price is null)),
      check (valid_to is null or valid_from is null or valid_to >= valid_from)
    );
    -- one agreement per target and start day; the feed refuses overlapping lines
    create unique index price_agreements_key_idx on price_agreements
      (scope, coalesce(store_id, 0), coalesce(price_group, ''), coalesce(product_id, 0), coalesce(part_group, ''),
       coalesce(valid_from, '-infinity'::date));
    -- a part's price is four probes, most specific first (server/pricing/queries.ts)
    create index price_agreements_store_part_idx on price_agreements (store_id, product_id) where store_id is not null;
    create index price_agreements_store_group_idx on price_agreements (store_id, part_group) where store_id is not null;
    create index price_agreements_group_part_idx on price_agreements (price_group, product_id) where price_group is not null;
    create index price_agreements_group_group_idx on price_agreements (price_group, part_group) where price_group is not null;

    create table tax_settings (
      id serial primary key,
      effective_from date not null unique,
      ppn_rate_bp integer not null check (ppn_rate_bp between 0 and 10000),
      dpp_numerator integer not null check (dpp_numerator between 1 and 1000),
      dpp_denominator integer not null check (dpp_denominator between 1 and 1000 and dpp_numerator <= dpp_denominator),
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null
    );
    -- PMK 131/2024: from 2025 goods other than luxury goods pay 12 % on a DPP of 11/12
    insert into tax_settings (effective_from, ppn_rate_bp, dpp_numerator, dpp_denominator, created_at)
      values ('2025-01-01', 1200, 11, 12, now());

    alter table branches
      add column quote_valid_days integer not null default 7 check (quote_valid_days between 1 and 90),
      add column max_extra_discount_bp integer not null default 0 check (max_extra_discount_bp between 0 and 10000);

    -- the quote Kirim Konfirmasi froze: the day it was priced, the last day it holds, the tax
    -- settings and the totals the one totals function gave (common/order-totals.ts)
    alter table orders
      add column priced_on date,
      add column price_valid_until date,
      add column ppn_rate_bp integer check (ppn_rate_bp between 0 and 10000),
      add column dpp_numerator integer,
      add column dpp_denominator integer,
      add column totals jsonb;

    -- a line's price: price (what the buyer pays per unit, net) comes from price_list less the
    -- agreement's discount_bp (or its net price) less staff's extra_discount_bp
    alter table order_items
      add column price_list bigint,
      add column discount_bp integer not null default 0 check (discount_bp between 0 and 10000),
      add column extra_discount_bp integer not null default 0 check (extra_discount_bp between 0 and 10000),
      add column price_source text not null default 'daftar' check (price_source in ('toko', 'grup', 'daftar')),
      -- the net price the estimate showed, when Kirim Konfirmasi priced the line differently
      add column price_before bigint;
    update order_items set price_list = price;
    alter table order_items alter column price_list set not null;

    alter table feed_jobs drop constraint feed_jobs_kind_check;
    alter table feed_jobs add constraint feed_jobs_kind_check
      check (kind in ('catalogue', 'stock', 'supersessions', 'harga'));

    -- staff renew an expired quote: an event of the timeline that keeps the status
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part','perbarui-harga')) not valid;
    alter table order_events validate constraint order_events_action_check;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from order_events where action = 'perbarui-harga';
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part'));
    alter table feed_jobs drop constraint feed_jobs_kind_check;
    delete from feed_jobs where kind = 'harga';
    alter table feed_jobs add constraint feed_jobs_kind_check check (kind in ('catalogue', 'stock', 'supersessions'));
    alter table order_items drop column price_list, drop column discount_bp, drop column extra_discount_bp,
      drop column price_source, drop column price_before;
    alter table orders drop column priced_on, drop column price_valid_until, drop column ppn_rate_bp,
      drop column dpp_numerator, drop column dpp_denominator, drop column totals;
    alter table branches drop column quote_valid_days, drop column max_extra_discount_bp;
    drop table if exists tax_settings, price_agreements;
    alter table products drop column part_group;
    alter table stores drop column price_group, drop column npwp, drop column address;
  `,
  )
}
