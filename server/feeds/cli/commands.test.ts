import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { type FeedKind, feedColumnsText } from '#common/feeds.ts'

// Each feed command is a package script that starts an entry file of this folder, which hands its
// own kind to the shared runner. Called without a file, the entry says how to call it (its
// command, its kind's columns) and exits 2 before opening any database. 'prices:import' is
// checked the same way, with its loading, in prices-cli.test.ts.

const COMMANDS: Array<{ script: string; kind: FeedKind; entry: string }> = [
  { script: 'catalogue:import', kind: 'catalogue', entry: 'server/feeds/cli/catalogue.ts' },
  { script: 'catalogue:supersessions', kind: 'supersessions', entry: 'server/feeds/cli/supersessions.ts' },
  { script: 'stock:import', kind: 'stock', entry: 'server/feeds/cli/stock.ts' },
  { script: 'synonyms:import', kind: 'sinonim', entry: 'server/feeds/cli/synonyms.ts' },
]

async function runWithoutFile(entry: string): Promise<{ code: number; stderr: string }> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', entry]).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => e,
  )
}

describe('the feed commands', () => {
  it('each run their own entry in server/feeds/cli, which loads its own kind', async () => {
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts
    for (const { script, entry } of COMMANDS) expect(scripts[script]).toBe(`node --import tsx ${entry}`)
    const answers = await Promise.all(COMMANDS.map(({ entry }) => runWithoutFile(entry)))
    answers.forEach((answer, i) => {
      const { script, kind } = COMMANDS[i]
      expect(answer.code, script).toBe(2)
      expect(answer.stderr, script).toContain(`Pakai: npm run ${script} -- file.csv   (kolom: ${feedColumnsText(kind)})`)
    })
  }, 120_000)
})
