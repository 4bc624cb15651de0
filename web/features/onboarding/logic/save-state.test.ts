import { describe, expect, it } from 'vitest'
import { saveState } from './save-state'

describe('saveState', () => {
  it('says what a save writes and what it leaves out', () => {
    expect(saveState({ valid: 19_979, errors: 21, hasToken: true, ready: true })).toBe(
      '19.979 baris siap disimpan; 21 baris error dilewati.',
    )
    expect(saveState({ valid: 3, errors: 0, hasToken: true, ready: true })).toBe('3 baris siap disimpan.')
  })

  it('asks for a new check once the token is spent or stale', () => {
    expect(saveState({ valid: 3, errors: 0, hasToken: true, ready: false })).toMatch(
      /^Hasil pemeriksaan ini tidak bisa dipakai lagi/,
    )
  })

  it('tells a file run again (every valid row there already) from a file with no valid row', () => {
    expect(saveState({ valid: 5, errors: 2, hasToken: false, ready: false })).toBe(
      'Semua baris yang valid sudah ada di portal dengan data yang sama; tidak ada yang perlu disimpan.',
    )
    expect(saveState({ valid: 0, errors: 4, hasToken: false, ready: false })).toBe(
      'Belum ada baris yang bisa disimpan. Perbaiki file lalu unggah lagi.',
    )
  })
})
