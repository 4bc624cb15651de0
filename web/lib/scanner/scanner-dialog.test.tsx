// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { SCAN_TEXT, ScannerDialog } from './scanner-dialog'

// The camera is the browser's and the reader is WebAssembly; here both are stand-ins, so what is
// tested is the dialog's own work: asking for the camera, reading until a part number shows,
// letting the camera go whatever way it closes, and saying why when the camera is refused.
const detect = vi.fn()
vi.mock('./barcode-reader', async (original) => ({
  ...(await original<typeof import('./barcode-reader')>()),
  createDetector: async () => ({ detect }),
}))

function fakeCamera() {
  const track = { stop: vi.fn() }
  const stream = { getTracks: () => [track] } as unknown as MediaStream
  const getUserMedia = vi.fn(async () => stream)
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  return { track, getUserMedia }
}

describe('the scanner dialog', { timeout: 10_000 }, () => {
  beforeAll(() => {
    installDomShims()
    // jsdom plays nothing: the picture counts as ready
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { get: () => 4, configurable: true })
    HTMLMediaElement.prototype.play = vi.fn(async () => undefined)
  })
  afterEach(() => {
    cleanup()
    detect.mockReset()
  })

  it('reads until a part number shows, hands it over, closes and lets the camera go', async () => {
    const { track, getUserMedia } = fakeCamera()
    detect
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ rawValue: 'halo', format: 'qr_code' }])
      .mockResolvedValue([{ rawValue: ' 1230a046 ', format: 'code_128' }])
    const onPart = vi.fn()
    const onClose = vi.fn()
    renderWithProviders(<ScannerDialog opened onClose={onClose} onPart={onPart} />)
    expect(await screen.findByText(SCAN_TEXT.notPart('halo'))).toBeTruthy()
    await waitFor(() => expect(onPart).toHaveBeenCalledWith('1230A046'))
    expect(onClose).toHaveBeenCalled()
    expect(track.stop).toHaveBeenCalled()
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false })
  })

  it("lets the camera go on 'Tutup' without a read", async () => {
    const { track } = fakeCamera()
    detect.mockResolvedValue([])
    const onClose = vi.fn()
    const view = renderWithProviders(<ScannerDialog opened onClose={onClose} onPart={vi.fn()} />)
    await waitFor(() => expect(detect).toHaveBeenCalled())
    // the footer's 'Tutup' (the dialog's × is named 'Tutup' too and closes the same way)
    const closers = screen.getAllByRole('button', { name: 'Tutup' })
    expect(closers).toHaveLength(2)
    fireEvent.click(closers[closers.length - 1])
    expect(onClose).toHaveBeenCalled()
    // the button's owner unmounts the dialog when it closes
    view.unmount()
    expect(track.stop).toHaveBeenCalled()
  })

  it('says so when the camera is refused, missing, or not offered on an insecure page', async () => {
    for (const [name, text] of [
      ['NotAllowedError', SCAN_TEXT.denied],
      ['NotFoundError', SCAN_TEXT.noCamera],
    ] as const) {
      const getUserMedia = vi.fn(async () => {
        throw new DOMException('no', name)
      })
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
      renderWithProviders(<ScannerDialog opened onClose={vi.fn()} onPart={vi.fn()} />)
      expect((await screen.findByRole('alert')).textContent).toBe(text)
      cleanup()
    }
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true })
    renderWithProviders(<ScannerDialog opened onClose={vi.fn()} onPart={vi.fn()} />)
    expect((await screen.findByRole('alert')).textContent).toBe(SCAN_TEXT.insecure)
  })
})
