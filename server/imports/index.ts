// The order import as other features use it: its defences against hostile uploads (type decided
// by magic bytes, zip bombs and XML tricks refused, parsing in a worker thread with memory, time,
// row, column and text limits) for any feature that reads a CSV or XLSX upload.
export { detectKind, MAX_COLS, parsesInFlight, readUpload } from './read-upload'
export { importRoutes, MULTIPART_LIMITS } from './routes'
export { createImportService } from './service'
export type { Cell, SheetRows } from './xlsx-cells'
// app.ts wires the service and routes, sizes the multipart reader by MULTIPART_LIMITS and shows
// parsesInFlight in /api/metrics.
