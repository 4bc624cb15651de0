// The file's columns as the 'Map Kolom Manual' dropdowns name them.

/** 0 -> A, 25 -> Z, 26 -> AA, as a spreadsheet names columns. */
export function columnLetter(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const rest = (n - 1) % 26
    out = String.fromCharCode(65 + rest) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** One dropdown entry: the column's index as text, and what the dropdown shows. */
export interface ColumnOption {
  value: string
  label: string
}
