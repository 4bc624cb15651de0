import { type Kysely, sql } from 'kysely'
import { INITIAL_SYNONYMS } from './0022_initial_synonyms'

// Finding a part by the workshop's own words (docs/product.md §14, docs/decisions.md 'Name search').
// - part_name_words(name): a part name's words as full-text lexemes ('simple': no stemming, no stop
//   words), '-', '.', '/' and '_' read as spaces so '10W-30' is '10w' and '30' as a buyer types
//   them; a GIN index on it answers "every word, in any order" and prefixes ('fil:*').
// - search_synonyms: a term of the workshop ('kampas rem', lowercase words) and the catalogue's
//   phrases it means ('BRAKE PAD'); head office edits them, the 'sinonim' feed loads them. The
//   first list is this migration's own copy (0022_initial_synonyms.ts), frozen with it.
//   feed_jobs takes the kind 'sinonim'.
// - catalogue_words: every word of the catalogue's names with the number of parts carrying it, kept
//   by statement triggers on products; a word typed with a typo is matched against it by trigram
//   distance (GiST, nearest first).
const schema = [
  `create function part_name_words(name text) returns tsvector language sql immutable parallel safe
     as $$ select to_tsvector('simple'::regconfig, translate(name, '-./_', '    ')) $$`,
  'create index products_name_words on products using gin (part_name_words(name))',
  `create table search_synonyms (
     id serial primary key,
     term text not null unique check (length(term) <= 40 and term ~ '^[a-z0-9]+( [a-z0-9]+){0,3}$'),
     synonyms text[] not null check (cardinality(synonyms) between 1 and 10),
     updated_at timestamptz not null default now(),
     updated_by integer references users (id) on delete set null
   )`,
  'alter table feed_jobs drop constraint feed_jobs_kind_check',
  "alter table feed_jobs add constraint feed_jobs_kind_check check (kind in ('catalogue', 'stock', 'supersessions', 'harga', 'sinonim'))",
  'create table catalogue_words (word text primary key, parts integer not null)',
  'create index catalogue_words_trgm on catalogue_words using gist (word gist_trgm_ops)',
  // words (±1 per part) of one statement's changed names, folded in key order; words no part
  // carries any more are removed
  `create function catalogue_words_fold(delta jsonb) returns void language plpgsql as $$
   begin
     with d as (
       select x->>'w' as word, sum((x->>'n')::int)::int as n from jsonb_array_elements(delta) x
       group by 1 having sum((x->>'n')::int) <> 0
     ), up as (
       insert into catalogue_words as t (word, parts) select word, n from d order by word
       on conflict (word) do update set parts = t.parts + excluded.parts
       returning t.word, t.parts
     )
     delete from catalogue_words c using up where c.word = up.word and up.parts <= 0;
   end $$`,
  `create function catalogue_words_changed() returns trigger language plpgsql as $$
   declare
     delta jsonb;
   begin
     if tg_op = 'INSERT' then
       select jsonb_agg(jsonb_build_object('w', w, 'n', 1)) into delta
       from new_rows, unnest(tsvector_to_array(part_name_words(name))) w;
     elsif tg_op = 'DELETE' then
       select jsonb_agg(jsonb_build_object('w', w, 'n', -1)) into delta
       from old_rows, unnest(tsvector_to_array(part_name_words(name))) w;
     else
       select jsonb_agg(x) into delta from (
         select jsonb_build_object('w', w, 'n', -1) as x
         from old_rows o join new_rows n using (id), unnest(tsvector_to_array(part_name_words(o.name))) w
         where o.name is distinct from n.name
         union all
         select jsonb_build_object('w', w, 'n', 1)
         from old_rows o join new_rows n using (id), unnest(tsvector_to_array(part_name_words(n.name))) w
         where o.name is distinct from n.name
       ) changed;
     end if;
     if delta is not null then
       perform catalogue_words_fold(delta);
     end if;
     return null;
   end $$`,
  `insert into catalogue_words (word, parts)
     select w, count(*) from products, unnest(tsvector_to_array(part_name_words(name))) w group by w`,
  `create trigger catalogue_words_insert after insert on products referencing new table as new_rows
     for each statement execute function catalogue_words_changed()`,
  `create trigger catalogue_words_update after update on products
     referencing old table as old_rows new table as new_rows
     for each statement execute function catalogue_words_changed()`,
  `create trigger catalogue_words_delete after delete on products referencing old table as old_rows
     for each statement execute function catalogue_words_changed()`,
  'create function catalogue_words_truncated() returns trigger language plpgsql as $$ begin delete from catalogue_words; return null; end $$',
  `create trigger catalogue_words_truncate after truncate on products
     for each statement execute function catalogue_words_truncated()`,
  'analyze catalogue_words',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  // one statement at a time: PGlite runs one per query, and the bodies hold semicolons
  for (const statement of schema) await sql.raw(statement).execute(db)
  const rows = INITIAL_SYNONYMS.map(([term, synonyms]) => sql`(${term}, ${synonyms.split(';')})`)
  await sql`insert into search_synonyms (term, synonyms) values ${sql.join(rows)}`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'drop trigger catalogue_words_insert on products',
    'drop trigger catalogue_words_update on products',
    'drop trigger catalogue_words_delete on products',
    'drop trigger catalogue_words_truncate on products',
    'drop function catalogue_words_changed()',
    'drop function catalogue_words_truncated()',
    'drop function catalogue_words_fold(jsonb)',
    'drop table catalogue_words',
    'alter table feed_jobs drop constraint feed_jobs_kind_check',
    "delete from feed_jobs where kind = 'sinonim'",
    "alter table feed_jobs add constraint feed_jobs_kind_check check (kind in ('catalogue', 'stock', 'supersessions', 'harga'))",
    'drop table search_synonyms',
    'drop index products_name_words',
    'drop function part_name_words(text)',
  ]
  for (const statement of drops) await sql.raw(statement).execute(db)
}
