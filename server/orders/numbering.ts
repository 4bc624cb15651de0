// Readable, unique order numbers `DPO/<branch>/<yyyymm>/<seq>` (product.md §10.1); the counters that
// hand out <seq> are in queries.ts (nextOrderNumber, reserveOrderNumbers).

/** `DPO/JKT01/202611/00042`; sequences past 99,999 simply grow a digit. */
export function formatOrderNumber(branchCode: string, period: string, seq: number): string {
  return `DPO/${branchCode}/${period}/${String(seq).padStart(5, '0')}`
}

/** An order number made safe for a download file name: `DPO_JKT01_202611_00042`. */
export function sanitiseInvoiceForFileName(no: string): string {
  return no.replace(/[^A-Za-z0-9._-]/g, '_')
}
