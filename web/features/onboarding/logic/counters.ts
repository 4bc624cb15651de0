// 'Ringkasan pemeriksaan' of an onboarding file, and the result's counts: the server counts over
// every row of the file, the screen only names the numbers.
import type { OnboardingCounts } from '#common/onboarding.ts'

export interface Counter {
  key: keyof OnboardingCounts
  label: string
  value: number
  color: string
}

const COUNTERS: readonly Omit<Counter, 'value'>[] = [
  { key: 'rows', label: 'Total baris', color: 'gray' },
  { key: 'valid', label: 'Baris valid', color: 'green' },
  { key: 'errors', label: 'Baris error', color: 'red' },
  { key: 'stores_new', label: 'Toko baru', color: 'blue' },
  { key: 'stores_changed', label: 'Toko diubah', color: 'yellow' },
  { key: 'stores_existing', label: 'Toko sudah ada', color: 'gray' },
  { key: 'users_new', label: 'User baru', color: 'blue' },
  { key: 'users_existing', label: 'User sudah ada', color: 'gray' },
]

export function counterList(counts: OnboardingCounts): Counter[] {
  return COUNTERS.map((counter) => ({ ...counter, value: counts[counter.key] }))
}
