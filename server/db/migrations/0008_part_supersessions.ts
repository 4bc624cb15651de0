import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Manufacturers replace part numbers. A supersession is an edge old -> new with a type and the
// day it takes effect, appended from the manufacturer's feed and never edited: the old part stays
// in the catalogue as it was, and the history says which number answered for which on any day.
// Numbers, not product ids: the old number is often on a box or an invoice only, long gone from
// the price list. Resolution walks the edges in effect (server/catalogue/supersessions.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table part_supersessions (
      id serial primary key,
      old_part_no text collate "C" not null check (old_part_no = upper(old_part_no) and length(old_part_no) between 1 and 40),
      new_part_no text collate "C" not null check (new_part_no = upper(new_part_no) and length(new_part_no) between 1 and 40),
      -- 'replace': one way, the new part serves for the old; 'interchangeable': either serves for the other
      kind text not null check (kind in ('replace', 'interchangeable')),
      effective_date date not null,
      source text check (length(source) <= 200),
      created_at timestamptz not null default now(),
      check (old_part_no <> new_part_no),
      unique (old_part_no, new_part_no, effective_date)
    );
    -- forward: the edge in effect for an old number is its latest one on or before today
    create index part_supersessions_old_idx on part_supersessions (old_part_no, effective_date desc, id desc);
    -- backward: which older numbers a part replaces
    create index part_supersessions_new_idx on part_supersessions (new_part_no);
    -- a search may match an old number by any pattern, as it matches part numbers
    create index part_supersessions_old_trgm on part_supersessions using gin (old_part_no gin_trgm_ops);
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table if exists part_supersessions;')
}
