// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAQ } from '#web/features/help/logic/faq.ts'
import { SHOTS } from '#web/features/help/logic/shots.ts'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { UserHelpPage } from './user-help-page'

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const SECTIONS = ['Produk', 'Keranjang & Import', 'Pesanan', 'Laporan', 'Profil', 'FAQ']

/** The section's header button (its accessible name also carries the one-line summary). */
const sectionButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}\\b`) })
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')

async function openSection(title: string) {
  fireEvent.click(sectionButton(title))
  await waitFor(() => expect(sectionButton(title).getAttribute('aria-expanded')).toBe('true'))
  return screen.findByRole('region', { name: `Tangkapan layar ${title}` })
}

/** The caption under the carousel says which picture shows. */
const caption = (carousel: HTMLElement) => within(carousel).getByText((_, el) => el?.getAttribute('aria-live') === 'polite')

function renderHelp() {
  return renderWithProviders(<UserHelpPage />, { route: '/user/bantuan' })
}

describe('UserHelpPage', () => {
  it('shows the title and the six sections of product.md §2.16, all closed', () => {
    renderHelp()
    expect(screen.getByRole('heading', { level: 1, name: 'Bantuan Pengguna' })).toBeTruthy()
    for (const title of SECTIONS) expect(sectionButton(title).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6)
  })

  it('opens and closes a section panel', async () => {
    renderHelp()
    const carousel = await openSection('Pesanan')
    expect(await screen.findByRole('heading', { level: 3, name: 'Saat Konfirmasi: Lanjut Pesan atau Batal Pesan' })).toBeTruthy()
    // one picture at a time; the others are hidden from screen readers until shown
    expect(within(carousel).getAllByRole('img')).toHaveLength(1)
    expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(3)
    fireEvent.click(sectionButton('Pesanan'))
    await waitFor(() => expect(sectionButton('Pesanan').getAttribute('aria-expanded')).toBe('false'))
  })

  it('lists 18 questions in the FAQ, each opening its answer', async () => {
    renderHelp()
    fireEvent.click(sectionButton('FAQ'))
    for (const entry of FAQ) expect(await screen.findByRole('button', { name: entry.question })).toBeTruthy()
    const faqButtons = FAQ.map((entry) => screen.getByRole('button', { name: entry.question }))
    expect(faqButtons).toHaveLength(18)
    const indent = screen.getByRole('button', { name: 'Apa arti Indent, dan berapa lama?' })
    fireEvent.click(indent)
    await waitFor(() => expect(indent.getAttribute('aria-expanded')).toBe('true'))
    expect(await screen.findByText(/tanggal "Perkiraan tiba"/)).toBeTruthy()
  })

  it('pictures load lazily with their size set, and carry their alt texts', async () => {
    renderHelp()
    const carousel = await openSection('Produk')
    const images = within(carousel).getAllByRole('img', { hidden: true }) as HTMLImageElement[]
    expect(images.map((img) => img.alt)).toEqual(
      [SHOTS.produkCari, SHOTS.produkFilter, SHOTS.produkKatalog, SHOTS.produkDetail].map((s) => s.alt),
    )
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy')
      expect(img.getAttribute('width')).toBe('540')
      expect(img.getAttribute('height')).toBe('1169')
      expect(img.getAttribute('src')).toMatch(/^\/help\/[a-z-]+\.webp$/)
    }
  })

  it('steps through the pictures with the buttons, the dots and the arrow keys', async () => {
    renderHelp()
    const carousel = await openSection('Produk')
    const prev = within(carousel).getByRole('button', { name: 'Gambar sebelumnya' }) as HTMLButtonElement
    const next = within(carousel).getByRole('button', { name: 'Gambar berikutnya' }) as HTMLButtonElement
    expect(caption(carousel).textContent).toBe(SHOTS.produkCari.caption)
    expect(prev.disabled).toBe(true)

    fireEvent.click(next)
    expect(caption(carousel).textContent).toBe(SHOTS.produkFilter.caption)
    expect(within(carousel).getByRole('button', { name: 'Gambar 2 dari 4' }).getAttribute('aria-current')).toBe('true')
    fireEvent.click(prev)
    expect(caption(carousel).textContent).toBe(SHOTS.produkCari.caption)

    fireEvent.click(within(carousel).getByRole('button', { name: 'Gambar 4 dari 4' }))
    expect(caption(carousel).textContent).toBe(SHOTS.produkDetail.caption)
    expect(next.disabled).toBe(true)

    fireEvent.keyDown(carousel, { key: 'ArrowLeft' })
    expect(caption(carousel).textContent).toBe(SHOTS.produkKatalog.caption)
    fireEvent.keyDown(carousel, { key: 'Home' })
    expect(caption(carousel).textContent).toBe(SHOTS.produkCari.caption)
    fireEvent.keyDown(carousel, { key: 'ArrowRight' })
    expect(caption(carousel).textContent).toBe(SHOTS.produkFilter.caption)
  })

  it('a failed picture shows "Gambar gagal dimuat — alt" in its place', async () => {
    renderHelp()
    const carousel = await openSection('Profil')
    const [first] = within(carousel).getAllByRole('img', { hidden: true })
    fireEvent.error(first)
    expect(within(carousel).getByText(`Gambar gagal dimuat — ${SHOTS.profil.alt}`)).toBeTruthy()
    expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(1)
  })
})

describe('UserHelpPage swipes', () => {
  /** The carousel's picture frame, made `width` pixels wide (jsdom lays nothing out). */
  function frameOf(carousel: HTMLElement, width: number): HTMLElement {
    const frame = carousel.firstElementChild as HTMLElement
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect)
    return frame
  }

  function mouseDrag(frame: HTMLElement, dx: number, dy = 0) {
    const at = { pointerId: 1, pointerType: 'mouse', button: 0 }
    fireEvent.pointerDown(frame, { ...at, clientX: 200, clientY: 300 })
    fireEvent.pointerMove(frame, { ...at, clientX: 200 + dx / 2, clientY: 300 + dy / 2 })
    fireEvent.pointerUp(frame, { ...at, clientX: 200 + dx, clientY: 300 + dy })
  }

  function fingerSwipe(frame: HTMLElement, dx: number, dy = 0) {
    fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 300 }] })
    fireEvent.touchMove(frame, { touches: [{ clientX: 200 + dx / 2, clientY: 300 + dy / 2 }] })
    fireEvent.touchEnd(frame, { touches: [], changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] })
  }

  it('a mouse drag turns the picture only beyond 18% of a narrow carousel', async () => {
    renderHelp()
    const carousel = await openSection('Produk')
    const frame = frameOf(carousel, 300) // threshold 54 px
    mouseDrag(frame, -50)
    expect(caption(carousel).textContent).toBe(SHOTS.produkCari.caption)
    mouseDrag(frame, -60)
    expect(caption(carousel).textContent).toBe(SHOTS.produkFilter.caption)
    mouseDrag(frame, 60)
    expect(caption(carousel).textContent).toBe(SHOTS.produkCari.caption)
  })

  it('a finger swipe on a wide carousel needs more than 75 px, and vertical scrolling is no swipe', async () => {
    renderHelp()
    const carousel = await openSection('Keranjang & Import')
    const frame = frameOf(carousel, 600) // 18% would be 108 px: 75 px decides
    fingerSwipe(frame, -75)
    expect(caption(carousel).textContent).toBe(SHOTS.keranjang.caption)
    fingerSwipe(frame, -80, 120)
    expect(caption(carousel).textContent).toBe(SHOTS.keranjang.caption)
    fingerSwipe(frame, -80)
    expect(caption(carousel).textContent).toBe(SHOTS.keranjangEstimasi.caption)
    fingerSwipe(frame, 90, 10)
    expect(caption(carousel).textContent).toBe(SHOTS.keranjang.caption)
  })

  it('a finger is counted once, though it raises pointer events too', async () => {
    renderHelp()
    const carousel = await openSection('Produk')
    const frame = frameOf(carousel, 300)
    const touch = { pointerId: 2, pointerType: 'touch', button: 0 }
    fireEvent.pointerDown(frame, { ...touch, clientX: 200, clientY: 300 })
    fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 300 }] })
    fireEvent.pointerUp(frame, { ...touch, clientX: 100, clientY: 300 })
    fireEvent.touchEnd(frame, { touches: [], changedTouches: [{ clientX: 100, clientY: 300 }] })
    expect(caption(carousel).textContent).toBe(SHOTS.produkFilter.caption)
  })
})
