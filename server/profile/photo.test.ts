import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { PROFILE_PHOTO_FIELD } from '#common/profile.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { htmlAsPng, oversized, photo, pngBomb, svgAsPng, truncatedJpeg } from '../test/images'
import { postForm } from '../test/multipart'

// product.md §5.5, the profile's photo: JPG/PNG/WebP by content, at most 2 MB ('Maks 2 MB'), kept only as a
// fresh WebP; and how avatars are served: signed-in only, never sniffed, cached by their id.
let t: TestApp
let store: Awaited<ReturnType<typeof buildStore>>
let branchId: number

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db)
  branchId = branch.id
  store = await buildStore(t.database.db, branch.id)
})
afterAll(() => t.close())

async function signedIn(roles: Array<'user' | 'seller'> = ['user']) {
  const user = await buildUser(t.database.db, {
    roles,
    storeId: roles.includes('user') ? store.id : null,
    branchId: roles.includes('seller') ? branchId : null,
  })
  const agent = new Agent(t.app)
  expect((await agent.login(user.username, 'rahasia1')).statusCode).toBe(200)
  return { user, agent }
}

const upload = (agent: Agent, bytes: Buffer, name = 'foto.png', fields: Record<string, string> = {}) =>
  postForm(agent, '/api/profile/photo', fields, { name, bytes, type: 'image/png' })

/** A multipart body with several file parts, as a hand-made client could send it. */
async function uploadFiles(agent: Agent, files: Array<{ field: string; name: string; bytes: Buffer }>) {
  const form = new FormData()
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name)
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  return agent.request('POST', '/api/profile/photo', body, {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  })
}

const avatarsOf = (userId: number) =>
  t.database.db.selectFrom('user_avatars').select(['id', 'content_type']).where('user_id', '=', userId).execute()
const avatarIdOf = async (userId: number) =>
  (await t.database.db.selectFrom('users').select('avatar_id').where('id', '=', userId).executeTakeFirstOrThrow()).avatar_id

describe('POST /api/profile/photo', () => {
  it('keeps a JPEG with camera EXIF only as a WebP without it, and answers the profile with its address', async () => {
    const { user, agent } = await signedIn()
    const res = await postForm(
      agent,
      '/api/profile/photo',
      {},
      { name: 'foto.jpg', bytes: await photo('jpeg', 900), type: 'image/jpeg' },
    )
    expect(res.statusCode, res.body).toBe(200)
    const avatarId = await avatarIdOf(user.id)
    expect(avatarId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(res.json()).toMatchObject({ id: user.id, avatar_url: `/api/avatars/${avatarId}` })

    const image = await agent.get(`/api/avatars/${avatarId}`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(meta.exif).toBeUndefined()
    expect(image.rawPayload.includes(Buffer.from('KameraRahasia'))).toBe(false)
  })

  it('answers 400, not 500, to a body that is not the multipart form its header promises', async () => {
    const { agent } = await signedIn()
    for (const body of ['{"store_id":1}', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc']) {
      const res = await agent.request('POST', '/api/profile/photo', body, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      })
      expect(res.statusCode, body).toBe(400)
      expect(res.json().detail).toBe('Data formulir tidak terbaca. Kirim ulang.')
    }
  })

  it('replaces the old picture: its row is deleted and its address is gone', async () => {
    const { user, agent } = await signedIn(['seller'])
    const first = (await upload(agent, await photo('png'))).json().avatar_url as string
    const second = await postForm(agent, '/api/profile/photo', {}, { name: 'b.webp', bytes: await photo('webp') })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().avatar_url).not.toBe(first)
    const rows = await avatarsOf(user.id)
    expect(rows).toEqual([{ id: await avatarIdOf(user.id), content_type: 'image/webp' }])
    expect((await agent.get(first)).statusCode).toBe(404)
    expect((await agent.get(second.json().avatar_url)).statusCode).toBe(200)
  })

  it('two uploads at once leave exactly one picture, the one the account points to', async () => {
    const { user, agent } = await signedIn()
    const [a, b] = await Promise.all([upload(agent, await photo('png', 80)), upload(agent, await photo('png', 90))])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect((await avatarsOf(user.id)).map((r) => r.id)).toEqual([await avatarIdOf(user.id)])
  })

  it('refuses HTML or SVG named .png, a truncated JPEG and a 30,000 × 30,000 PNG; the old picture stays', async () => {
    const { user, agent } = await signedIn()
    await upload(agent, await photo('png'))
    const kept = await avatarIdOf(user.id)
    const cases: Array<[Buffer, number, string]> = [
      [htmlAsPng, 415, 'PHOTO_TYPE_INVALID'],
      [svgAsPng, 415, 'PHOTO_TYPE_INVALID'],
      [await truncatedJpeg(), 422, 'PHOTO_UNREADABLE'],
      [pngBomb(30_000, 30_000), 422, 'PHOTO_UNREADABLE'],
    ]
    for (const [bytes, status, code] of cases) {
      const res = await upload(agent, bytes)
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status)
      expect(res.json().code).toBe(code)
    }
    expect((await upload(agent, htmlAsPng)).json().detail).toBe(ACCOUNT_TEXT.photoType)
    expect(await avatarIdOf(user.id)).toBe(kept)
    expect(await avatarsOf(user.id)).toHaveLength(1)
  })

  it('takes a photo just under 2 MB: no other body limit is in the way', async () => {
    const { user, agent } = await signedIn()
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 }
    const bytes = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#000', noise } })
      .png()
      .toBuffer()
    expect(bytes.length).toBeGreaterThan(1_800_000)
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024)
    const res = await upload(agent, bytes)
    expect(res.statusCode, res.body).toBe(200)
    expect(await avatarIdOf(user.id)).not.toBeNull()
  })

  it("refuses 2 MB + 1 byte with 413 'Maks 2 MB'", async () => {
    const { user, agent } = await signedIn()
    const res = await postForm(agent, '/api/profile/photo', {}, { name: 'besar.jpg', bytes: oversized(), type: 'image/jpeg' })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'PHOTO_TOO_LARGE', detail: ACCOUNT_TEXT.profilePhotoSize })
    expect(await avatarIdOf(user.id)).toBeNull()
  })

  it('refuses two files in the field, a file in another field, an extra text field, or no file', async () => {
    const { user, agent } = await signedIn()
    const jpeg = await photo('jpeg', 32)
    const two = await uploadFiles(agent, [
      { field: PROFILE_PHOTO_FIELD, name: 'a.jpg', bytes: jpeg },
      { field: PROFILE_PHOTO_FIELD, name: 'b.jpg', bytes: jpeg },
    ])
    expect(two.statusCode).toBe(400)
    expect(two.json().detail).toBe('Kirim satu file saja.')
    const elsewhere = await uploadFiles(agent, [{ field: 'image', name: 'a.jpg', bytes: jpeg }])
    expect(elsewhere.statusCode).toBe(400)
    const extra = await upload(agent, jpeg, 'a.jpg', { role: 'seller' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().detail).toBe('Data tidak valid: kolom role tidak dikenal.')
    const none = await postForm(agent, '/api/profile/photo', {})
    expect(none.statusCode).toBe(422)
    expect(none.json()).toEqual({ code: 'FIELD_INVALID', detail: 'Pilih foto terlebih dahulu.', field: 'file' })
    // what a browser sends for a file input left empty: a file part with no name and no bytes
    const boundary = '----kosong'
    const emptyPart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${PROFILE_PHOTO_FIELD}"; filename=""\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`,
    )
    const empty = await agent.request('POST', '/api/profile/photo', emptyPart, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(empty.statusCode, empty.body).toBe(422)
    const json = await agent.post('/api/profile/photo', { file: 'abc' })
    expect(json.statusCode).toBe(415)
    expect(await avatarIdOf(user.id)).toBeNull()
  })
})

describe('GET /api/avatars/{id}', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>
  let url: string
  beforeAll(async () => {
    owner = await signedIn()
    url = (await upload(owner.agent, await photo('png'))).json().avatar_url
  })

  it('answers 401 without a session', async () => {
    const anonymous = new Agent(t.app)
    const res = await anonymous.get(url)
    expect(res.statusCode).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('serves the picture to any signed-in user as an inline image that is never sniffed, cached by its id', async () => {
    const staff = await signedIn(['seller'])
    const res = await staff.agent.get(url)
    expect(res.statusCode).toBe(200)
    const id = url.split('/').pop()
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      etag: `"${id}"`,
      'cache-control': 'private, max-age=31536000, immutable',
    })
    expect(res.headers['cache-control']).not.toContain('no-store')
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  it('answers 304 without the bytes when the browser has it', async () => {
    const etag = (await owner.agent.get(url)).headers.etag as string
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await owner.agent.request('GET', url, undefined, { headers: { 'if-none-match': header } })
      expect(res.statusCode, header).toBe(304)
      expect(res.rawPayload.length).toBe(0)
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    }
    const stale = await owner.agent.request('GET', url, undefined, { headers: { 'if-none-match': '"other"' } })
    expect(stale.statusCode).toBe(200)
  })

  it('answers 404 (not cached) for an unknown id or one that cannot be an id', async () => {
    const urls = [
      '/api/avatars/AAAAAAAAAAAAAAAAAAAAAA',
      `/api/avatars/${'a'.repeat(33)}`,
      '/api/avatars/abc$def',
      '/api/avatars/abc.webp',
      '/api/avatars/..%2F..%2Fetc',
      "/api/avatars/x'%20or%201=1",
    ]
    for (const u of urls) {
      const res = await owner.agent.get(u)
      expect(res.statusCode, u).toBe(404)
      expect(res.headers['cache-control'], u).toBe('no-store')
    }
    const unknown = await owner.agent.request('GET', '/api/avatars/AAAAAAAAAAAAAAAAAAAAAA', undefined, {
      headers: { 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAA"' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
