// The order import as other features use it: its defences against hostile uploads (type decided
// by magic bytes, zip bombs and XML tricks refused, parsing in a worker thread with memory, time,
// row, column and text limits) for any feature that reads a CSV or XLSX upload.
export { detectKind, MAX_COLS, readUpload } from './read-upload'
export type { Cell, SheetRows } from './xlsx-cells'
