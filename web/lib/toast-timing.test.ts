import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TOAST_DEFAULT_MS, TOAST_MS } from './toast-timing'

// The toasts' times hold across the app: no toast asks for the kit's 4 s, and the one place the
// app mounts Notifications sets the default, so a toast naming no time lasts 2000 ms.

const WEB = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'test-utils' ? [] : sources(full)
    return /\.tsx?$/.test(name) && !/[.-]test(-render)?\.tsx?$/.test(name) ? [full] : []
  })
}

describe('toast times', () => {
  it('are the product’s', () => {
    expect(TOAST_DEFAULT_MS).toBe(2000)
    expect(TOAST_MS).toEqual({ success: 1600, userCreated: 3800, profile: 2600 })
  })

  it('never ask for 4 s, and Notifications is mounted once, with the default', () => {
    const files = sources(WEB).map((file) => ({ file: path.relative(WEB, file), text: readFileSync(file, 'utf8') }))
    const fourSeconds = files.filter(({ text }) => /autoClose:\s*4_?000\b/.test(text)).map(({ file }) => file)
    expect(fourSeconds).toEqual([])
    const mounts = files.filter(({ text }) => /<Notifications[\s/>]/.test(text))
    expect(mounts.map(({ file }) => file)).toEqual(['components/app-notifications.tsx'])
    expect(mounts[0].text).toMatch(/<Notifications[^>]*autoClose=\{TOAST_DEFAULT_MS\}/)
  })
})
