import { FEED_COLUMNS } from '#common/feeds.ts'

// The example file of the 'harga' feed that Feed Data offers ('Unduh contoh file'): its columns in
// the order the loader reads them best, and one line of each kind of agreement (docs/operations.md
// 'Harga Pelanggan'). The codes and parts are examples: a dealer replaces them with his own.
// UTF-8 with a BOM and CRLF, as the rejected lines' download, so a spreadsheet opens it as written.

export const HARGA_TEMPLATE_FILE_NAME = 'harga-contoh.csv'

const { required, optional } = FEED_COLUMNS.harga
const LINES = [
  [...required, ...optional],
  // a store's discount on one part for a year; its net price on another, from a day on, open
  ['toko', 'C0001', '1230A046', '', '12.5', '', '2026-01-01', '2026-12-31'],
  ['toko', 'C0001', 'MZ320282', '', '', '1150000', '2026-01-01', ''],
  // a price group's discount on a part group, always
  ['grup', 'BENGKEL-A', '', 'OLI', '7.25', '', '', ''],
]

export const HARGA_TEMPLATE = `\uFEFF${LINES.map((cells) => cells.join(',')).join('\r\n')}\r\n`
