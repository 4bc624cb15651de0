// The order import: its descriptor, and its defences against hostile uploads (type decided by
// magic bytes, zip bombs and XML tricks refused, parsing in a worker thread with memory, time,
// row, column and text limits) for any feature that reads a CSV or XLSX upload; app.ts sizes the
// multipart reader by MULTIPART_LIMITS.
export { importsFeature } from './feature'
export { detectKind, MAX_COLS, readUpload } from './read-upload'
export { MULTIPART_LIMITS } from './routes'
export type { Cell, SheetRows } from './xlsx-cells'
