import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { htmlAsPng, oversized, photo, pngBomb, svgAsPng, truncatedJpeg } from '../test/images'
import {
  buildManagementWorld,
  buyerForm,
  createUser,
  type FormFile,
  freshUsername,
  signIn,
  staffForm,
} from '../test/management-factories'

// product.md §5.5, Daftar User: every rule with the sentence the form shows, the account as stored, and
// the photo checked by its content and kept only as a fresh re-encoding.
let t: TestApp
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildManagementWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
})
afterAll(() => t.close())

const userRow = (username: string) =>
  t.database.db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst()

async function refused(fields: Record<string, string>, field: string, detail: string, files: FormFile[] = []) {
  const res = await createUser(staff, fields, files)
  expect(res.statusCode, `${field}: ${res.body}`).toBe(422)
  expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
  expect(await userRow(fields.username)).toBeUndefined()
}

async function created(fields: Record<string, string>, files: FormFile[] = []) {
  const res = await createUser(staff, fields, files)
  expect(res.statusCode, res.body).toBe(201)
  const row = await userRow(fields.username)
  if (!row) throw new Error('not stored')
  expect(res.json()).toEqual({ id: row.id, username: row.username })
  return row
}

describe('creating a buyer', () => {
  it("stores him in the chosen store of the staff member's branch, with the audit row, and he can sign in", async () => {
    const form = buyerForm(w.store.id, {
      username: 'Toko.Budi_1',
      email: ' Budi@Contoh.CO.ID ',
      address: 'Jl. Merdeka 1, RT 02/03',
    })
    const row = await created(form)
    expect(row).toMatchObject({
      username: 'toko.budi_1',
      roles: ['user'],
      store_id: w.store.id,
      branch_id: null,
      first_name: 'Andi',
      last_name: 'Wijaya',
      mobile: '081234567890',
      email: 'budi@contoh.co.id',
      address: 'Jl. Merdeka 1, RT 02/03',
      landline: null,
      description: null,
      is_salesman: false,
      ibs_salesman_code: null,
      is_active: true,
      created_by: w.staff.id,
      avatar_id: null,
    })
    expect(row.password_hash).toMatch(/^scrypt\$/)
    const events = await t.database.db.selectFrom('account_events').selectAll().where('user_id', '=', row.id).execute()
    expect(events).toMatchObject([{ action: 'created', actor_id: w.staff.id, store_id: null }])
    const login = await new Agent(t.app).login('TOKO.BUDI_1', 'rahasia1')
    expect(login.statusCode).toBe(200)
    expect(login.json().role).toBe('user')
  })

  it('needs a store: none, 0 or garbage answers the picker sentence', async () => {
    for (const store_id of ['', '0', 'abc', '-3']) {
      await refused(buyerForm(w.store.id, { store_id }), 'store_id', ACCOUNT_TEXT.storeRequired)
    }
    const { store_id: _, ...withoutStore } = buyerForm(w.store.id)
    await refused(withoutStore, 'store_id', ACCOUNT_TEXT.storeRequired)
  })

  it('cannot be a salesman', async () => {
    await refused(
      buyerForm(w.store.id, { is_salesman: '1', ibs_salesman_code: 'AB1' }),
      'is_salesman',
      'Salesman hanya untuk role seller.',
    )
  })

  it('needs a known role', async () => {
    await refused(buyerForm(w.store.id, { role: 'admin' }), 'role', 'Pilih role user atau seller.')
  })
})

describe('creating staff', () => {
  it("puts them in the staff member's branch without a store", async () => {
    const row = await created(staffForm())
    expect(row).toMatchObject({ roles: ['seller'], branch_id: w.jkt.id, store_id: null, is_salesman: false })
  })

  it('keeps a salesman code, uppercased, only for a salesman', async () => {
    const salesman = await created(staffForm({ is_salesman: '1', ibs_salesman_code: ' ab12 ' }))
    expect(salesman).toMatchObject({ is_salesman: true, ibs_salesman_code: 'AB12' })
    const notSalesman = await created(staffForm({ is_salesman: '0', ibs_salesman_code: 'XYZ' }))
    expect(notSalesman).toMatchObject({ is_salesman: false, ibs_salesman_code: null })
  })

  it('refuses a salesman without a valid code: missing, 2 or 6 characters, symbols', async () => {
    for (const code of ['', 'AB', 'ABCDEF', 'AB-1', 'A B']) {
      await refused(staffForm({ is_salesman: '1', ibs_salesman_code: code }), 'ibs_salesman_code', ACCOUNT_TEXT.salesmanCode)
    }
  })

  it('refuses a store for staff', async () => {
    await refused(staffForm({ store_id: String(w.store.id) }), 'store_id', 'Staf tidak terhubung ke toko.')
  })
})

describe('usernames', () => {
  it('take 3 and 20 characters, refuse 2 and 21', async () => {
    await refused(buyerForm(w.store.id, { username: 'ab' }), 'username', ACCOUNT_TEXT.usernameFormat)
    await created(buyerForm(w.store.id, { username: 'q7z' }))
    await created(buyerForm(w.store.id, { username: `twenty${'x'.repeat(14)}` }))
    await refused(buyerForm(w.store.id, { username: `twentyone${'x'.repeat(12)}` }), 'username', ACCOUNT_TEXT.usernameFormat)
  })

  it('refuse separators at either end or one after another, and other characters', async () => {
    for (const username of ['.budi', 'budi_', '-budi', 'bu..di', 'bu._di', 'bu di', 'budi!', 'büdi']) {
      await refused(buyerForm(w.store.id, { username }), 'username', ACCOUNT_TEXT.usernameFormat)
    }
  })

  it('are unique whatever the case: 409 with the sentence', async () => {
    await created(buyerForm(w.store.id, { username: 'kasir.satu' }))
    const res = await createUser(staff, buyerForm(w.store.id, { username: 'KASIR.Satu' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'USERNAME_TAKEN', detail: 'Username sudah dipakai. Gunakan username lain.' })
  })

  it('are unique when two staff register the same one at the same moment: one 201, one 409', async () => {
    const other = await signIn(t.app, w.staff2.username)
    const username = freshUsername()
    const [a, b] = await Promise.all([
      createUser(staff, buyerForm(w.store.id, { username })),
      createUser(other, staffForm({ username: username.toUpperCase() })),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().code).toBe('USERNAME_TAKEN')
    const rows = await t.database.db.selectFrom('users').select('id').where('username', '=', username).execute()
    expect(rows).toHaveLength(1)
  })

  it('can be checked before saving: format sentence, taken, free', async () => {
    const check = async (username: string) =>
      (await staff.get(`/api/seller/users/check-username?username=${encodeURIComponent(username)}`)).json()
    expect(await check('ab')).toEqual({ available: false, message: ACCOUNT_TEXT.usernameFormat })
    expect(await check('a..b')).toEqual({ available: false, message: ACCOUNT_TEXT.usernameFormat })
    expect(await check(w.buyer.username.toUpperCase())).toEqual({ available: false, message: null })
    expect(await check('belum.ada.siapa')).toEqual({ available: true, message: null })
  })
})

describe('names', () => {
  it('take digits, apostrophes, hyphens and 15 characters; refuse 16, an empty one, a leading symbol', async () => {
    const row = await created(buyerForm(w.store.id, { first_name: "D'Angelo 2", last_name: 'Putra-Wijaya123' }))
    expect(row).toMatchObject({ first_name: "D'Angelo 2", last_name: 'Putra-Wijaya123' })
    await refused(buyerForm(w.store.id, { first_name: 'A'.repeat(16) }), 'first_name', ACCOUNT_TEXT.firstName)
    await refused(buyerForm(w.store.id, { last_name: 'B'.repeat(16) }), 'last_name', ACCOUNT_TEXT.lastName)
    await refused(buyerForm(w.store.id, { first_name: '  ' }), 'first_name', ACCOUNT_TEXT.firstName)
    await refused(buyerForm(w.store.id, { last_name: '' }), 'last_name', ACCOUNT_TEXT.lastName)
    await refused(buyerForm(w.store.id, { first_name: "'Andi" }), 'first_name', ACCOUNT_TEXT.firstName)
    await refused(buyerForm(w.store.id, { first_name: 'Andi<b>' }), 'first_name', ACCOUNT_TEXT.firstName)
  })
})

describe('mobile numbers', () => {
  it('are stored as 08… whichever way they are typed', async () => {
    for (const [typed, stored] of [
      ['6281234567890', '081234567890'],
      ['+62 812-3456-7890', '081234567890'],
      ['81234567890', '081234567890'],
      ['0812 3456 7890', '081234567890'],
      ['(0812) 3456-789', '08123456789'],
      ['0812345678', '0812345678'],
      ['0812345678901', '0812345678901'],
    ]) {
      const row = await created(buyerForm(w.store.id, { mobile: typed }))
      expect(row.mobile, typed).toBe(stored)
    }
  })

  it('may be left empty: the person sets it once on his profile', async () => {
    expect((await created(buyerForm(w.store.id, { mobile: '  ' }))).mobile).toBeNull()
  })

  it('refuse too short, too long, other prefixes and letters', async () => {
    for (const mobile of ['0812345', '081234567', '08123456789012', '0712345678', '0812abc4567', '0812.3456.789']) {
      await refused(buyerForm(w.store.id, { mobile }), 'mobile', ACCOUNT_TEXT.mobile)
    }
  })
})

describe('passwords and the optional fields', () => {
  it("refuse a confirmation that differs with 'Konfirmasi tidak sama.' and a short password", async () => {
    await refused(buyerForm(w.store.id, { confirm_password: 'rahasia2' }), 'confirm_password', 'Konfirmasi tidak sama.')
    await refused(buyerForm(w.store.id, { password: 'abc', confirm_password: 'abc' }), 'password', ACCOUNT_TEXT.passwordLength)
    const long = 'x'.repeat(65)
    await refused(buyerForm(w.store.id, { password: long, confirm_password: long }), 'password', ACCOUNT_TEXT.passwordLength)
  })

  it('check email, address, landline and description with their sentences', async () => {
    await refused(buyerForm(w.store.id, { email: 'budi' }), 'email', ACCOUNT_TEXT.emailAt)
    await refused(buyerForm(w.store.id, { email: 'budi@contoh' }), 'email', ACCOUNT_TEXT.emailDomain)
    await refused(buyerForm(w.store.id, { address: 'Jl. <script>' }), 'address', ACCOUNT_TEXT.address)
    await refused(buyerForm(w.store.id, { landline: '021-555 abc' }), 'landline', ACCOUNT_TEXT.landline)
    await refused(buyerForm(w.store.id, { description: 'a <b> c' }), 'description', ACCOUNT_TEXT.description)
    await refused(buyerForm(w.store.id, { description: 'x'.repeat(101) }), 'description', ACCOUNT_TEXT.description)
    const row = await created(buyerForm(w.store.id, { landline: '(021) 555-1234', description: 'Pelanggan lama' }))
    expect(row).toMatchObject({ landline: '(021) 555-1234', description: 'Pelanggan lama' })
  })
})

describe('the photo', () => {
  const png = (bytes: Buffer, name = 'foto.png'): FormFile[] => [{ name, bytes, type: 'image/png' }]

  it('is stored re-encoded as WebP, without the camera EXIF, in the same step as the account', async () => {
    const jpeg = await photo('jpeg', 900)
    const row = await created(buyerForm(w.store.id), [{ name: 'foto.jpg', bytes: jpeg, type: 'image/jpeg' }])
    expect(row.avatar_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const stored = await t.database.db
      .selectFrom('user_avatars')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ id: row.avatar_id, content_type: 'image/webp' })
    const bytes = Buffer.from(stored.bytes)
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('KameraRahasia'))).toBe(false)
    const detail = await staff.get(`/api/seller/users/${row.id}`)
    expect(detail.json().avatar_url).toBe(`/api/avatars/${row.avatar_id}`)
  })

  it('may be left out: an empty file part is no photo', async () => {
    const row = await created(buyerForm(w.store.id), [{ name: '', bytes: Buffer.alloc(0) }])
    expect(row.avatar_id).toBeNull()
  })

  it('refuses HTML or SVG named .png, a truncated JPEG, a pixel bomb: nothing is created', async () => {
    const cases: Array<[Buffer, number, string]> = [
      [htmlAsPng, 415, 'PHOTO_TYPE_INVALID'],
      [svgAsPng, 415, 'PHOTO_TYPE_INVALID'],
      [await truncatedJpeg(), 422, 'PHOTO_UNREADABLE'],
      [pngBomb(30_000, 30_000), 422, 'PHOTO_UNREADABLE'],
    ]
    for (const [bytes, status, code] of cases) {
      const form = buyerForm(w.store.id)
      const res = await createUser(staff, form, png(bytes))
      expect(res.statusCode, code).toBe(status)
      expect(res.json().code).toBe(code)
      expect(await userRow(form.username)).toBeUndefined()
    }
    const html = await createUser(staff, buyerForm(w.store.id), png(htmlAsPng))
    expect(html.json().detail).toBe(ACCOUNT_TEXT.photoType)
  })

  it("refuses 2 MB + 1 byte with 413 'Ukuran maks 2MB'", async () => {
    const form = buyerForm(w.store.id)
    const res = await createUser(staff, form, [{ name: 'besar.jpg', bytes: oversized(), type: 'image/jpeg' }])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'PHOTO_TOO_LARGE', detail: ACCOUNT_TEXT.photoSize })
    expect(await userRow(form.username)).toBeUndefined()
  })

  it('refuses two files in the field, or a file in another field', async () => {
    const jpeg = await photo('jpeg', 32)
    const two = await createUser(staff, buyerForm(w.store.id), [
      { name: 'a.jpg', bytes: jpeg },
      { name: 'b.jpg', bytes: jpeg },
    ])
    expect(two.statusCode).toBe(400)
    expect(two.json().detail).toBe('Kirim satu file saja.')
    const elsewhere = await createUser(staff, buyerForm(w.store.id), [{ field: 'username', name: 'a.jpg', bytes: jpeg }])
    expect(elsewhere.statusCode).toBe(400)
  })
})
