// The help's texts against the portal: the six sections of product.md §2.16, 18 questions, and every
// screenshot the texts name present in web/public/help/ (made by `npm run help:screenshots`).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAQ } from './faq'
import { parseRichText } from './rich-text'
import { FAQ_SECTION, HOW_TO_SECTIONS } from './sections'
import { SHOT_FOLDER, SHOT_SIZE, SHOTS, type ShotId } from './shots'

const publicDir = path.resolve(import.meta.dirname, '../../../public', SHOT_FOLDER)
const allTexts = [
  ...HOW_TO_SECTIONS.flatMap((s) => [s.summary, ...s.topics.flatMap((t) => [t.title, ...t.steps])]),
  ...FAQ.flatMap((f) => [f.question, f.answer]),
]

describe('help content', () => {
  it('has the sections of product.md §2.16 in order', () => {
    expect([...HOW_TO_SECTIONS.map((s) => s.title), FAQ_SECTION.title]).toEqual([
      'Produk',
      'Keranjang & Import',
      'Pesanan',
      'Laporan',
      'Profil',
      'FAQ',
    ])
  })

  it('has 18 distinct questions, each answered', () => {
    expect(FAQ).toHaveLength(18)
    expect(new Set(FAQ.map((f) => f.question)).size).toBe(18)
    for (const f of FAQ) expect(f.answer.length).toBeGreaterThan(40)
  })

  it('answers what the portal is asked most: estimates, lower confirmations, Indent, Excel import', () => {
    const questions = FAQ.map((f) => f.question).join('\n')
    expect(questions).toMatch(/Estimasi/)
    expect(questions).toMatch(/qty yang dikonfirmasi lebih sedikit/)
    expect(questions).toMatch(/Indent/)
    expect(questions).toMatch(/import pesanan dari Excel/)
  })

  it('quotes the portal limits and labels as the screens show them', () => {
    const text = allTexts.join('\n')
    for (const label of ['+ Nama', 'Hanya Yang Ada', 'Lanjut Pesan', 'Batal Pesan', 'Dari', 'Sampai', 'Map Kolom Manual']) {
      expect(text).toContain(`[${label}]`)
    }
    expect(text).toContain('Maksimal 50 item terpilih')
    expect(text).toMatch(/\.xlsx atau \.csv, maksimal 2 MB, paling banyak 50 part berbeda/)
  })

  it("says what prices hold now: the store's discount in, PPN counted as the tax invoice does (product.md §10.10, §10.11)", () => {
    const text = allTexts.join('\n')
    expect(text).not.toMatch(/belum termasuk diskon/i)
    expect(text).toContain('[Harga Anda]')
    expect(text).toMatch(/Subtotal, Diskon, Harga Jual, DPP Nilai Lain, PPN dan Total/)
    expect(text).toMatch(/harga final dikunci saat cabang mengonfirmasi/i)
  })

  it('closes every mark it opens', () => {
    for (const text of allTexts) {
      const plain = parseRichText(text).filter((s) => s.kind === 'text')
      for (const s of plain) expect(s.text, text).not.toMatch(/[[\]`]/)
    }
  })
})

describe('help screenshots', () => {
  const used = HOW_TO_SECTIONS.flatMap((s) => s.shots)

  it('every section but the FAQ shows pictures, and every picture belongs to one section', () => {
    for (const section of HOW_TO_SECTIONS) expect(section.shots.length, section.title).toBeGreaterThan(0)
    expect([...used].sort()).toEqual(Object.keys(SHOTS).sort())
  })

  it('each picture has a stable file name, alt text and caption', () => {
    const files = Object.values(SHOTS).map((s) => s.file)
    expect(new Set(files).size).toBe(files.length)
    for (const shot of Object.values(SHOTS)) {
      expect(shot.file).toMatch(/^[a-z-]+\.webp$/)
      expect(shot.alt.length).toBeGreaterThan(10)
      expect(shot.caption.length).toBeGreaterThan(10)
    }
  })

  it.each(Object.keys(SHOTS) as ShotId[])('%s is in web/public/help, small and of the stated size', async (id) => {
    const file = path.join(publicDir, SHOTS[id].file)
    expect(fs.existsSync(file), `${file}: run npm run help:screenshots`).toBe(true)
    const bytes = fs.readFileSync(file)
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(bytes.length).toBeLessThan(80 * 1024)
    const { default: sharp } = await import('sharp')
    const meta = await sharp(bytes).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual(SHOT_SIZE)
  })

  it('all pictures together stay under 600 KB', () => {
    const total = Object.values(SHOTS).reduce((sum, s) => sum + fs.statSync(path.join(publicDir, s.file)).size, 0)
    expect(total).toBeLessThan(600 * 1024)
  })
})
