// `npm run icons`: the installed app's icons, drawn from web/public/favicon.svg by sharp. The
// plain icons are the favicon itself; the maskable one puts the mark inside the middle 60% of a
// full-bleed square of the theme colour, so a launcher's circle or squircle never cuts it.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const PUBLIC = path.resolve('web/public')
const OUT = path.join(PUBLIC, 'icons')
const THEME = '#1c3f8f'

const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'))
// the mark without its rounded tile, for the maskable icon
const mark = favicon
  .toString()
  .replace(/<rect[^>]*\/>/, '')
  .replace(/role="img" aria-label="[^"]*"/, '')

fs.mkdirSync(OUT, { recursive: true })
for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, `icon-${size}.png`))
}
const inner = Math.round(512 * 0.6)
const markPng = await sharp(Buffer.from(mark), { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME } })
  .composite([{ input: markPng, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(OUT, 'icon-maskable-512.png'))
console.log(`icons written to ${path.relative(process.cwd(), OUT)}`)
