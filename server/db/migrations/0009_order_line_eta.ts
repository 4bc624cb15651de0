import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Two things a parts counter records on a line after the estimate:
// - eta: the day an Indent line (or a Sebagian line's rest) is expected, a Jakarta calendar day;
// - asked_part_no: the number the buyer asked for, when staff delivered its replacement instead
//   (part_no then holds the number delivered, exported and printed).
// Both changes are events of their own in the timeline: 'ubah-eta' and 'ganti-part', which keep
// the order's status (from_status = to_status).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table order_items add column eta date;
    alter table order_items add column asked_part_no text collate "C" check (length(asked_part_no) between 1 and 40);
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export','ubah-eta','ganti-part')) not valid;
    alter table order_events validate constraint order_events_action_check;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from order_events where action in ('ubah-eta','ganti-part');
    alter table order_events drop constraint order_events_action_check;
    alter table order_events add constraint order_events_action_check
      check (action in ('create','kirim-konfirmasi','lanjut-pesan','batal','export'));
    alter table order_items drop column if exists asked_part_no;
    alter table order_items drop column if exists eta;
  `,
  )
}
