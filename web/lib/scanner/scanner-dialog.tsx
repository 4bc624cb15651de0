// The camera scanner: a dialog with the back camera's picture, read a few times a second until a
// part number shows; then the camera is let go. Any way it closes (a read, 'Tutup', Escape, the
// page leaving) stops every track, so the phone's camera light goes off.
import { Alert, Button, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { createDetector, partNoOf } from './barcode-reader'

/** Reads a frame this often: enough to feel instant, little enough for a mid-range phone. */
const READ_EVERY_MS = 250

export const SCAN_TEXT = {
  title: 'Pindai Barcode',
  aim: 'Arahkan kamera ke barcode pada kotak part.',
  denied: 'Izin kamera ditolak. Izinkan kamera untuk portal ini di pengaturan browser, lalu coba lagi.',
  noCamera: 'Kamera tidak ditemukan di perangkat ini.',
  insecure: 'Kamera hanya bisa dipakai lewat koneksi aman (HTTPS).',
  readerFailed: 'Pemindai gagal dimuat. Periksa koneksi lalu coba lagi.',
  busy: 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.',
  notPart: (raw: string) => `Kode terbaca (${raw.slice(0, 40)}), tetapi bukan nomor part.`,
} as const

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCAN_TEXT.denied
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCAN_TEXT.noCamera
  if (name === 'NotReadableError' || name === 'AbortError') return SCAN_TEXT.busy
  return SCAN_TEXT.readerFailed
}

function useCameraReader(active: boolean, onPart: (partNo: string) => void) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const found = useRef(onPart)
  found.current = onPart

  useEffect(() => {
    if (!active) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    setProblem(null)
    setNotice(null)
    const release = () => {
      stopped = true
      clearTimeout(timer)
      // once: a read releases the camera, and closing the dialog comes after
      const tracks = stream?.getTracks() ?? []
      stream = null
      for (const track of tracks) track.stop()
      if (video.current) video.current.srcObject = null
    }
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(SCAN_TEXT.insecure)
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      } catch (error) {
        return setProblem(cameraProblem(error))
      }
      if (stopped) return release()
      const element = video.current
      if (!element) return release()
      element.srcObject = stream
      await element.play().catch(() => undefined)
      const detector = await createDetector().catch(() => null)
      if (!detector) return setProblem(SCAN_TEXT.readerFailed)
      const read = async () => {
        if (stopped) return
        if (element.readyState >= 2) {
          const codes = await detector.detect(element).catch(() => [])
          const raw = codes[0]?.rawValue
          const partNo = raw ? partNoOf(raw) : null
          if (partNo && !stopped) {
            release()
            return found.current(partNo)
          }
          if (raw) setNotice(SCAN_TEXT.notPart(raw))
        }
        timer = setTimeout(read, READ_EVERY_MS)
      }
      void read()
    }
    void start()
    return release
  }, [active])

  return { video, problem, notice }
}

export function ScannerDialog(props: { opened: boolean; onClose(): void; onPart(partNo: string): void }) {
  const { video, problem, notice } = useCameraReader(props.opened, (partNo) => {
    props.onPart(partNo)
    props.onClose()
  })
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={<Text fw={800}>{SCAN_TEXT.title}</Text>} centered>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              data-testid="scanner-video"
              style={{ width: '100%', maxHeight: '60dvh', background: '#000', borderRadius: 8, objectFit: 'cover' }}
            />
            <Text size="sm" c="dimmed">
              {notice ?? SCAN_TEXT.aim}
            </Text>
          </>
        )}
        <Button variant="default" onClick={props.onClose}>
          Tutup
        </Button>
      </Stack>
    </Modal>
  )
}
