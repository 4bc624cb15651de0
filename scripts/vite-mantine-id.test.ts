import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KIT_USE_ID, mantineStableId } from './vite-mantine-id'

// What the replacement does is held by web/lib/kit-use-id.test.tsx; here, that the build finds the kit's module.
describe("the kit's useId in the build", () => {
  it("replace the kit's module in the build, which is still where the plugin looks", () => {
    const kitFile = path.resolve('node_modules/@mantine/hooks/esm/use-id/use-id.mjs')
    expect(fs.readFileSync(kitFile, 'utf8')).toContain('useId$1 as useId')
    expect(KIT_USE_ID.test(kitFile)).toBe(true)
    const load = mantineStableId(path.resolve('web')).load as (id: string) => string | undefined
    expect(load(kitFile)).toMatch(/^export \{ useId \} from ".*\/web\/lib\/kit-use-id\.ts"/)
    expect(load(path.resolve('node_modules/@mantine/hooks/esm/use-media-query/use-media-query.mjs'))).toBeUndefined()
  })
})
