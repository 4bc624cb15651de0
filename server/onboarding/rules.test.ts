import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ONBOARDING_COLUMNS, type OnboardingColumn } from '#common/onboarding.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import { type Facts, type OnboardingActor, planRows } from './plan'
import { presentRow } from './presenter'
import { checkRow, joinReasons } from './rules'

// Every rule a row meets, with the sentence the preview shows, decided without a database: the
// facts (branches, stores, usernames) are given as the queries would read them.

const JKT = { id: 1, code: 'JKT01' }
const admin: OnboardingActor = { area: 'admin', userId: 100 }
const staff: OnboardingActor = { area: 'seller', userId: 200, branch: JKT }

function facts(overrides: Partial<Facts> = {}): Facts {
  return {
    branches: new Map([
      ['JKT01', { id: 1, code: 'JKT01', is_active: true }],
      ['BDG01', { id: 2, code: 'BDG01', is_active: true }],
      ['SBY01', { id: 3, code: 'SBY01', is_active: false }],
    ]),
    stores: new Map([
      [
        'C90001',
        {
          id: 50,
          code: 'C90001',
          branch_id: 1,
          name: 'TOKO LAMA JAYA',
          description: 'lama',
          price_group: 'GRUP-A',
          npwp: null,
          address: 'Jl. Lama 1',
        },
      ],
      [
        'C80001',
        {
          id: 60,
          code: 'C80001',
          branch_id: 2,
          name: 'TOKO BANDUNG',
          description: null,
          price_group: null,
          npwp: null,
          address: null,
        },
      ],
    ]),
    users: new Map([
      ['lama.beli', { id: 7, username: 'lama.beli', roles: ['user'], store_id: 50 }],
      ['staf.jkt', { id: 8, username: 'staf.jkt', roles: ['seller'], store_id: null }],
    ]),
    ...overrides,
  }
}

type Cells = Partial<Record<OnboardingColumn, string>>
const GOOD: Cells = {
  branch_code: 'JKT01',
  ibs_cust_code: 'C10001',
  store_name: 'Bengkel Maju',
  username: 'budi.maju',
  first_name: 'Budi',
  last_name: 'Santoso',
  mobile: '0812 3456 7890',
  email: 'Budi@Contoh.co.id',
}

const raw = (no: number, cells: Cells) => ({
  no,
  cells: Object.fromEntries(ONBOARDING_COLUMNS.map((c) => [c, cells[c] ?? ''])) as Record<OnboardingColumn, string>,
})

/** The preview of these rows (lines 2, 3, …) for the actor. */
function preview(rows: Cells[], actor: OnboardingActor = admin, given: Facts = facts()) {
  const plan = planRows(
    rows.map((r, i) => checkRow(raw(i + 2, r))),
    actor,
    given,
  )
  return plan.rows.map(presentRow)
}
/** A sentence as a reason: joined reasons drop their closing full stop. */
const bare = (sentence: string) => sentence.replace(/\.$/, '')
const reasonOf = (cells: Cells, actor: OnboardingActor = admin) => preview([cells], actor)[0].reason

describe('the fields of a row, with the rules of Daftar Toko and Daftar User', () => {
  it('a good row is cleaned as the forms clean it: name uppercased, mobile 08…, email lowercased', () => {
    expect(preview([GOOD])[0]).toEqual({
      no: 2,
      branch_code: 'JKT01',
      ibs_cust_code: 'C10001',
      store_name: 'BENGKEL MAJU',
      price_group: '',
      npwp: '',
      address: '',
      username: 'budi.maju',
      name: 'Budi Santoso',
      mobile: '081234567890',
      email: 'budi@contoh.co.id',
      ok: true,
      store_action: 'baru',
      user_action: 'baru',
      reason: null,
    })
    expect(preview([{ ...GOOD, mobile: '+62 812-3456-7890', ibs_cust_code: ' c 10001 ' }])[0]).toMatchObject({
      mobile: '081234567890',
      ibs_cust_code: 'C10001',
    })
  })

  // biome-ignore format: a table, one rule per line
  const cases: Array<[string, Cells, string]> = [
    ['store code missing', { ibs_cust_code: '' }, 'Kode IBS wajib diisi'],
    ['store code too short', { ibs_cust_code: 'C1' }, 'Format Kode IBS tidak valid'],
    ['store code too long', { ibs_cust_code: 'C'.repeat(21) }, 'Format Kode IBS tidak valid'],
    ['store code with a dash', { ibs_cust_code: 'C-100' }, 'Format Kode IBS tidak valid'],
    ['store name missing', { store_name: '' }, 'Nama toko wajib diisi'],
    ['store name too short', { store_name: 'AB' }, 'Format Nama Toko tidak valid'],
    ['store name too long', { store_name: 'A'.repeat(101) }, 'Format Nama Toko tidak valid'],
    ['store name with <', { store_name: 'TOKO <B>' }, 'Format Nama Toko tidak valid'],
    ['description too long', { store_description: 'x'.repeat(101) }, 'Deskripsi maks 100 karakter, tanpa < atau >'],
    ['description with markup', { store_description: '<script>' }, 'Deskripsi maks 100 karakter, tanpa < atau >'],
    ['price group too long', { price_group: 'G'.repeat(21) }, bare(STORE_PRICE_TEXT.priceGroup)],
    ['price group with a dot', { price_group: 'GRUP.A' }, bare(STORE_PRICE_TEXT.priceGroup)],
    ['NPWP of 14 digits', { npwp: '01.234.567.8-901.00' }, 'NPWP harus 15 atau 16 angka'],
    ['NPWP with a letter', { npwp: '01.234.567.8-901.00A' }, 'NPWP harus 15 atau 16 angka'],
    ['NPWP with spaces', { npwp: '01 234 567 8 901 000' }, 'NPWP harus 15 atau 16 angka'],
    ['address too long', { address: 'J'.repeat(101) }, 'Alamat maks 100 karakter, tanpa < atau >'],
    ['address with markup', { address: 'Jl. <b>Raya</b>' }, bare(STORE_PRICE_TEXT.address)],
    ['address with a tab inside', { address: 'Jl.\tRaya 5' }, bare(STORE_PRICE_TEXT.address)],
    ['username too short', { username: 'ab' }, bare(ACCOUNT_TEXT.usernameFormat)],
    ['username too long', { username: 'a'.repeat(21) }, bare(ACCOUNT_TEXT.usernameFormat)],
    ['username with two dots in a row', { username: 'budi..maju' }, bare(ACCOUNT_TEXT.usernameFormat)],
    ['first name missing', { first_name: '' }, bare(ACCOUNT_TEXT.firstName)],
    ['first name too long', { first_name: 'B'.repeat(16) }, bare(ACCOUNT_TEXT.firstName)],
    ['last name missing', { last_name: '' }, bare(ACCOUNT_TEXT.lastName)],
    ['last name with a digit sign', { last_name: 'San#toso' }, bare(ACCOUNT_TEXT.lastName)],
    ['mobile not a mobile', { mobile: '021 555 1234' }, ACCOUNT_TEXT.mobile],
    ['mobile with letters', { mobile: '0812abc4567' }, ACCOUNT_TEXT.mobile],
    ['email without @', { email: 'budi.contoh.co.id' }, 'Format email tidak valid (kurang "@")'],
    ['email with a bad domain', { email: 'budi@contoh' }, 'Format email tidak valid (cek domain)'],
    ['email too long', { email: `${'b'.repeat(45)}@contoh.co.id` }, 'Email maks 50 karakter'],
    ['a user without a username', { username: '' }, 'Username wajib diisi bila data user diisi'],
    ['admin: branch missing', { branch_code: '' }, 'Kode cabang wajib diisi'],
    ['admin: unknown branch', { branch_code: 'XYZ99' }, 'Cabang XYZ99 tidak ditemukan'],
    ['admin: inactive branch', { branch_code: 'sby01' }, 'Cabang SBY01 tidak aktif'],
    ['a username someone else has', { username: 'staf.jkt' }, bare(ACCOUNT_TEXT.usernameTaken)],
    ['a store code of another branch', { ibs_cust_code: 'C80001', store_name: 'TOKO BANDUNG' }, 'Kode IBS sudah dipakai toko cabang lain'],
    ['a buyer of another store', { ibs_cust_code: 'C10009', username: 'lama.beli' }, bare(ACCOUNT_TEXT.usernameTaken)],
  ]
  it.each(cases)('%s', (_, change, reason) => {
    const row = preview([{ ...GOOD, ...change }])[0]
    expect(row).toMatchObject({ ok: false, store_action: null, user_action: null, reason })
  })

  it('empty or "-" mobile and email are no mobile and no email', () => {
    expect(preview([{ ...GOOD, mobile: '-', email: '' }])[0]).toMatchObject({ ok: true, mobile: '', email: '' })
  })

  it('every reason of a row, joined by "; "', () => {
    expect(reasonOf({ ...GOOD, ibs_cust_code: 'C1', first_name: '', email: 'x' })).toBe(
      `Format Kode IBS tidak valid; ${bare(ACCOUNT_TEXT.firstName)}; Format email tidak valid (kurang "@")`,
    )
    expect(joinReasons([])).toBeNull()
  })

  it('a store alone: no username and no user fields (a "-" mobile is none)', () => {
    const alone = { branch_code: 'JKT01', ibs_cust_code: 'C10001', store_name: 'Bengkel Maju', mobile: '-' }
    expect(preview([alone])[0]).toMatchObject({ ok: true, store_action: 'baru', user_action: null, username: '' })
  })
})

describe('branches: head office names one per row, staff load their own', () => {
  it('staff: an empty branch_code is their branch; their own code in any case is theirs', () => {
    const rows = preview(
      [
        { ...GOOD, branch_code: '' },
        { ...GOOD, branch_code: 'jkt01', username: 'sari.maju' },
      ],
      staff,
    )
    expect(rows.map((r) => [r.ok, r.branch_code])).toEqual([
      [true, 'JKT01'],
      [true, 'JKT01'],
    ])
  })

  it('staff naming another branch, even an existing one, are refused with their own code in the reason', () => {
    for (const code of ['BDG01', 'XYZ99', 'SBY01']) {
      expect(reasonOf({ ...GOOD, branch_code: code }, staff)).toBe('Cabang lain: hanya cabang Anda (JKT01)')
    }
  })

  it('head office may load any active branch', () => {
    expect(preview([{ ...GOOD, branch_code: 'bdg01' }])[0]).toMatchObject({ ok: true, branch_code: 'BDG01' })
  })
})

describe('duplicates inside the file', () => {
  it('one username on two rows: both are refused, naming the lines', () => {
    const rows = preview([GOOD, { ...GOOD, ibs_cust_code: 'C10002', username: 'BUDI.MAJU' }, { ...GOOD, username: 'lain.satu' }])
    expect(rows.map((r) => r.reason)).toEqual([
      'Username dipakai lebih dari satu baris di file (baris 2, 3)',
      'Username dipakai lebih dari satu baris di file (baris 2, 3)',
      null,
    ])
  })

  it('one store code with two names, or in two branches: every row of it is refused', () => {
    const names = preview([GOOD, { ...GOOD, username: 'sari.maju', store_name: 'Bengkel Mundur' }])
    expect(names.map((r) => r.reason)).toEqual([
      'Kode IBS sama dengan nama toko berbeda di file (baris 2, 3)',
      'Kode IBS sama dengan nama toko berbeda di file (baris 2, 3)',
    ])
    const branches = preview([GOOD, { ...GOOD, username: 'sari.maju', branch_code: 'BDG01' }])
    expect(branches[1].reason).toBe('Kode IBS sama dengan cabang berbeda di file (baris 2, 3)')
  })

  it('one store code with two price groups or two NPWPs: every row of it is refused', () => {
    const groups = preview([
      { ...GOOD, price_group: 'GRUP-A' },
      { ...GOOD, username: 'sari.maju', price_group: 'GRUP-B' },
    ])
    expect(groups.map((r) => r.reason)).toEqual([
      'Kode IBS sama dengan grup harga berbeda di file (baris 2, 3)',
      'Kode IBS sama dengan grup harga berbeda di file (baris 2, 3)',
    ])
    const npwps = preview([
      { ...GOOD, npwp: '012345678901000' },
      { ...GOOD, username: 'sari.maju', npwp: '012345678901001' },
    ])
    expect(npwps[0].reason).toBe('Kode IBS sama dengan NPWP berbeda di file (baris 2, 3)')
    const addresses = preview([
      { ...GOOD, address: 'Jl. Satu 1' },
      { ...GOOD, username: 'sari.maju', address: 'Jl. Dua 2' },
      { ...GOOD, username: 'adi.maju' },
    ])
    expect(addresses.map((r) => r.reason)).toEqual(Array(3).fill('Kode IBS sama dengan alamat berbeda di file (baris 2, 3, 4)'))
  })

  it("the address given on one row of a store is the store’s, trimmed ('-' is none); a refused one shows as the file wrote it", () => {
    const plan = planRows(
      [
        { ...GOOD, address: '  Jl. Raya Bogor 12, Jakarta ' },
        { ...GOOD, username: 'sari.maju', address: '-' },
      ].map((r, i) => checkRow(raw(i + 2, r))),
      admin,
      facts(),
    )
    expect(plan.rows.every((r) => r.reasons.length === 0)).toBe(true)
    expect([...plan.stores.values()].map((s) => [s.code, s.address])).toEqual([['C10001', 'Jl. Raya Bogor 12, Jakarta']])
    // each row shows what it gives itself, as with the price group and NPWP
    expect(plan.rows.map(presentRow).map((r) => r.address)).toEqual(['Jl. Raya Bogor 12, Jakarta', ''])
    expect(preview([{ ...GOOD, address: 'Jl. <Raya>' }])[0]).toMatchObject({ ok: false, address: 'Jl. <Raya>' })
  })

  it('the price group and NPWP given on one row of a store are the store’s, the written NPWP kept as digits', () => {
    const plan = planRows(
      [
        { ...GOOD, price_group: 'bengkel-a' },
        { ...GOOD, username: 'sari.maju', npwp: '01.234.567.8-901.000' },
        { ...GOOD, username: 'adi.maju', price_group: 'BENGKEL-A', npwp: '012345678901000' },
      ].map((r, i) => checkRow(raw(i + 2, r))),
      admin,
      facts(),
    )
    expect(plan.rows.every((r) => r.reasons.length === 0)).toBe(true)
    expect([...plan.stores.values()].map((s) => [s.code, s.price_group, s.npwp])).toEqual([
      ['C10001', 'BENGKEL-A', '012345678901000'],
    ])
  })

  it('several buyers of one store, the description given once: one new store', () => {
    const rows = preview([
      { ...GOOD, store_description: 'Bengkel umum' },
      { ...GOOD, username: 'sari.maju' },
      { ...GOOD, username: '', first_name: '', last_name: '', mobile: '', email: '' },
    ])
    expect(rows.every((r) => r.ok && r.store_action === 'baru')).toBe(true)
    const plan = planRows(
      [
        { ...GOOD, store_description: 'Bengkel umum' },
        { ...GOOD, username: 'sari.maju' },
      ].map((r, i) => checkRow(raw(i + 2, r))),
      admin,
      facts(),
    )
    expect([...plan.stores.values()].map((s) => [s.code, s.description])).toEqual([['C10001', 'Bengkel umum']])
    expect(plan.newUsers.map((u) => u.user.username)).toEqual(['budi.maju', 'sari.maju'])
  })
})

describe('what already exists', () => {
  const lama = { ...GOOD, ibs_cust_code: 'C90001', store_name: 'Toko Lama Jaya', username: 'lama.beli' }

  it("the same store and its buyer are 'sudah ada': nothing to write", () => {
    const plan = planRows([checkRow(raw(2, lama))], admin, facts())
    expect(plan.rows.map(presentRow)[0]).toMatchObject({ ok: true, store_action: 'sudah ada', user_action: 'sudah ada' })
    expect(plan.newUsers).toEqual([])
  })

  it("a new name, or a new description, is 'diubah'; an empty description keeps the store's own", () => {
    expect(preview([{ ...lama, store_name: 'Toko Lama Sekali' }])[0].store_action).toBe('diubah')
    expect(preview([{ ...lama, store_description: 'baru' }])[0].store_action).toBe('diubah')
    expect(preview([{ ...lama, store_description: 'lama' }])[0].store_action).toBe('sudah ada')
  })

  it("a new price group or NPWP is 'diubah'; empty or '-' keeps the store's own", () => {
    expect(preview([{ ...lama, price_group: 'grup-b' }])[0]).toMatchObject({ store_action: 'diubah', price_group: 'GRUP-B' })
    expect(preview([{ ...lama, npwp: '01.234.567.8-901.000' }])[0]).toMatchObject({
      store_action: 'diubah',
      npwp: '012345678901000',
    })
    expect(preview([{ ...lama, price_group: 'grup-a' }])[0].store_action).toBe('sudah ada')
    expect(preview([{ ...lama, price_group: '-', npwp: '-' }])[0]).toMatchObject({ store_action: 'sudah ada', ok: true })
    expect(preview([{ ...lama, price_group: '', npwp: '' }])[0].store_action).toBe('sudah ada')
  })

  it("a new address is 'diubah'; the same one, empty or '-' keeps the store's own", () => {
    expect(preview([{ ...lama, address: 'Jl. Baru 2' }])[0]).toMatchObject({ store_action: 'diubah', address: 'Jl. Baru 2' })
    expect(preview([{ ...lama, address: ' Jl. Lama 1 ' }])[0].store_action).toBe('sudah ada')
    expect(preview([{ ...lama, address: '-' }])[0]).toMatchObject({ store_action: 'sudah ada', address: '' })
    expect(preview([{ ...lama, address: '' }])[0].store_action).toBe('sudah ada')
  })

  it('a new buyer of an existing store', () => {
    expect(preview([{ ...lama, username: 'lama.dua' }])[0]).toMatchObject({ store_action: 'sudah ada', user_action: 'baru' })
  })
})
