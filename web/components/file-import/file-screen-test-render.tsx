// Component-test helpers of the file screens (jsdom): each test starts signed in and leaves no page,
// stub or spy behind; a file is chosen through the drop zone's hidden input, as a picker would.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { NO_FILE } from '#web/lib/file-import/messages.ts'
import { installDomShims } from '#web/test-utils/render.tsx'

export function setUpFileScreenTests(): void {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** A file of that name; its size is what the screen's own size check reads. */
export function fileNamed(name: string, size = 10): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

export function pick(file: File): void {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

/** The upload state links the screen's template and, before a file is chosen, asks for one. */
export async function expectTemplateAndFileAsked(templateHref: string): Promise<void> {
  expect(screen.getByRole('link', { name: /Unduh template Excel/ }).getAttribute('href')).toBe(templateHref)
  fireEvent.click(screen.getByRole('button', { name: 'Periksa File' }))
  expect(await screen.findByText(NO_FILE)).toBeTruthy()
}
