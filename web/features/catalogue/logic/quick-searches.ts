// The landing page's quick-search chips (product.md §2.5). Words are part names, so they search names
// too ('+ Nama' on); part-number prefixes search part numbers as typed.
export interface QuickSearch {
  label: string
  search: string
  nameAlso: boolean
}

const WORDS = ['brake', 'battery', 'filter']
const PART_NUMBERS = ['1230A', '1770A', 'MZ320']

export const QUICK_SEARCHES: readonly QuickSearch[] = [
  ...WORDS.map((word) => ({ label: word, search: word, nameAlso: true })),
  ...PART_NUMBERS.map((partNo) => ({ label: partNo, search: partNo, nameAlso: false })),
]
