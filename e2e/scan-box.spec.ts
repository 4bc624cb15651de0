import bwipjs from 'bwip-js/node'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

// Scanning the box instead of typing: the camera is a stand-in that films a Code 128 label
// (a canvas stream with the picture injected before the page loads), read by the portal's own
// WebAssembly reader under its security policy; and a USB scanner that types into the search box
// and presses Enter.

async function fakeCameraFilming(page: import('@playwright/test').Page, text: string) {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 4,
    paddingwidth: 24,
    paddingheight: 24,
    backgroundcolor: 'FFFFFF',
  })
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`
  await page.addInitScript((label: string) => {
    const stopped: string[] = []
    ;(window as unknown as { stoppedTracks: string[] }).stoppedTracks = stopped
    navigator.mediaDevices.getUserMedia = async () => {
      const image = new Image()
      image.src = label
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 640
      canvas.height = 480
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      const draw = () => {
        context.fillStyle = '#fff'
        context.fillRect(0, 0, canvas.width, canvas.height)
        const scale = Math.min((canvas.width - 40) / image.width, (canvas.height - 40) / image.height)
        const w = image.width * scale
        const h = image.height * scale
        context.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h)
      }
      draw()
      setInterval(draw, 100)
      const stream = canvas.captureStream(10)
      for (const track of stream.getTracks()) {
        const stop = track.stop.bind(track)
        track.stop = () => {
          stopped.push(track.kind)
          stop()
        }
      }
      return stream
    }
  }, dataUrl)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the camera reads a box label, fills the search and lets the camera go', async ({ page }) => {
    test.setTimeout(60_000)
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await fakeCameraFilming(page, '1230A048')
    await login(page, demo.user)
    await page.goto('/user/produk/all')
    const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'))
    await page.getByRole('button', { name: 'Pindai barcode' }).click()
    await expect(page.getByRole('dialog', { name: 'Pindai Barcode' })).toBeVisible()
    // the reader's WebAssembly comes from the portal itself
    const wasmAnswer = await wasm
    expect(new URL(wasmAnswer.url()).origin).toBe(new URL(page.url()).origin)
    expect(wasmAnswer.headers()['content-type']).toContain('application/wasm')
    await expect(page.getByLabel('Cari produk')).toHaveValue('1230A048', { timeout: 20_000 })
    await expect(page.getByRole('dialog', { name: 'Pindai Barcode' })).toBeHidden()
    await expect(page.getByRole('article').first()).toContainText('1230A048', { timeout: 15_000 })
    expect(await page.evaluate(() => (window as unknown as { stoppedTracks: string[] }).stoppedTracks)).toEqual(['video'])
    expect(errors.filter((e) => /Content Security Policy|wasm/i.test(e))).toEqual([])
    await snap(page, 'scan-result-phone')
  })
})

test('a USB scanner types the number into the search box and presses Enter', async ({ page }) => {
  await login(page, demo.user)
  await page.goto('/user/produk')
  const box = page.getByLabel('Cari produk')
  await box.pressSequentially('1230A046', { delay: 5 })
  await box.press('Enter')
  await expect(page).toHaveURL('/user/produk/all?q=1230A046')
  // an old number: its current part first
  await expect(page.getByRole('article').first()).toContainText('Pengganti 1230A046', { timeout: 15_000 })
})
