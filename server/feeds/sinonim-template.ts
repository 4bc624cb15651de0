import { FEED_COLUMNS } from '#common/feeds.ts'

// The example file of the 'sinonim' feed that Feed Data offers ('Unduh contoh file'): its two
// columns and a few lines (docs/operations.md 'Sinonim'), a term with one phrase and a term with
// several separated by ';'. UTF-8 with a BOM and CRLF, as harga-template.ts, so a spreadsheet opens
// it as written.

export const SINONIM_TEMPLATE_FILE_NAME = 'sinonim-contoh.csv'

const LINES = [
  FEED_COLUMNS.sinonim.required,
  ['kampas rem', 'BRAKE PAD;BRAKE SHOE;BRAKE LINING'],
  ['saringan udara', 'AIR CLEANER;FILTER AIR'],
  ['aki', 'BATTERY'],
]

export const SINONIM_TEMPLATE = `\uFEFF${LINES.map((cells) => cells.join(',')).join('\r\n')}\r\n`
