import { describe, expect, it } from 'vitest'
import type { FeedJob } from '#common/feeds.ts'
import { resultText, sizeText, UPLOAD_TEXT, uploadProblem } from './messages'

const job = (over: Partial<FeedJob>): FeedJob => ({
  id: 1,
  kind: 'stock',
  source: 'upload',
  file_name: 'stock.csv',
  byte_size: 100,
  checksum: 'a'.repeat(64),
  encoding: 'utf-8',
  state: 'selesai',
  created_by: 'pusat',
  created_at: '2026-11-24T23:00:00.000Z',
  started_at: null,
  finished_at: null,
  progress_percent: 100,
  total_lines: 1452,
  added: 1200,
  changed: 248,
  unchanged: 2,
  rejected: 2,
  error: null,
  same_as: null,
  retry_of: null,
  can_retry: false,
  ...over,
})

describe('feed messages', () => {
  it('say what a job did, is doing or why it failed', () => {
    expect(resultText(job({}))).toBe('1.200 ditambah, 248 diubah, 2 tidak berubah, 2 ditolak')
    expect(resultText(job({ state: 'berjalan', progress_percent: 42 }))).toBe('Memuat… 42%')
    expect(resultText(job({ state: 'antrian' }))).toBe('Menunggu giliran')
    expect(resultText(job({ state: 'gagal', error: '3 dari 100 baris bermasalah' }))).toBe('3 dari 100 baris bermasalah')
  })

  it('write sizes as Indonesians read them', () => {
    expect(sizeText(1_300_000)).toBe('1,2 MB')
    expect(sizeText(340 * 1024)).toBe('340 KB')
    expect(sizeText(10)).toBe('1 KB')
  })

  it('refuse before sending a file that cannot be a feed', () => {
    expect(uploadProblem({ name: 'stok.csv', size: 0 })).toBe(UPLOAD_TEXT.empty)
    expect(uploadProblem({ name: 'stok.csv', size: 101 * 1024 * 1024 })).toBe(UPLOAD_TEXT.tooLarge)
    expect(uploadProblem({ name: 'stok.xlsx', size: 10 })).toBe(UPLOAD_TEXT.notCsv)
    expect(uploadProblem({ name: 'stok-25nov.csv', size: 10 })).toBeNull()
  })
})
