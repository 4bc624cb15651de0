import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedJob } from '#common/feeds.ts'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildProduct } from '../test/factories'
import { type TestRunner, testRunner } from '../test/feed-factories'
import { oleBytes, pngBytes, zipBomb } from '../test/hostile-files'
import { postMultipart, signIn } from '../test/management-factories'

// Files an attacker, or a broken export, would send as a feed: each is refused with its sentence
// and leaves nothing behind (no job, no stored bytes), or, for the odd-but-honest ones (Windows-1252,
// UTF-16), is read as written. The upload cap is lowered here to 256 KB to keep the suite fast.

const CAP = 256 * 1024
let t: TestApp
let admin: Agent
let runner: TestRunner

const upload = (text: string | Buffer, name = 'catalogue-1.csv', kind = 'catalogue') =>
  postMultipart(admin, `/api/admin/feeds/${kind}`, {}, [{ field: 'file', name, bytes: Buffer.from(text) }])

async function stored(): Promise<[number, number]> {
  const count = async (table: 'feed_jobs' | 'feed_files') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return [await count('feed_jobs'), await count('feed_files')]
}

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, code: string, detail: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json().code).toBe(code)
  if (typeof detail === 'string') expect(res.json().detail).toBe(detail)
  else expect(res.json().detail).toMatch(detail)
}

beforeAll(async () => {
  t = await startTestApp({ feedMaxBytes: CAP })
  const w = await buildAdminWorld(t.database.db)
  admin = await signIn(t.app, w.admin.username)
  runner = testRunner(t.database, { clock: t.clock })
})
afterAll(async () => {
  await runner.close()
  await t.close()
})

describe('hostile feed files', () => {
  it('refuses wrong columns, an empty file and a header that never ends', async () => {
    const before = await stored()
    await expectRefused(
      await upload('kode,nama,harga\nA,B,1\n'),
      422,
      'FEED_COLUMNS_INVALID',
      'Kolom part_no, name, price tidak ada. Kolom file ini: part_no, name, price, image_url (opsional), part_group (opsional).',
    )
    await expectRefused(
      await upload('part_no,name,price,part_no\nA,B,1,C\n'),
      422,
      'FEED_COLUMNS_INVALID',
      'Kolom part_no ada dua kali.',
    )
    await expectRefused(await upload(''), 422, 'FEED_COLUMNS_INVALID', 'File kosong: tidak ada baris judul.')
    await expectRefused(
      await upload('x'.repeat(200 * 1024)),
      422,
      'FEED_COLUMNS_INVALID',
      'Baris judul tidak ditemukan di awal file.',
    )
    expect(await stored()).toEqual(before)
  })

  it('refuses a zip bomb named .xlsx, an old Excel file, a picture and NUL or control bytes: not CSV text', async () => {
    const before = await stored()
    await expectRefused(
      await upload(zipBomb(1), 'catalogue-1.xlsx'),
      415,
      'FEED_NOT_CSV',
      'File ini arsip ZIP (mis. .xlsx), bukan teks CSV. Simpan sebagai CSV.',
    )
    await expectRefused(await upload(oleBytes(), 'catalogue.csv'), 415, 'FEED_NOT_CSV', /file Excel lama/)
    await expectRefused(await upload(pngBytes(), 'catalogue.csv'), 415, 'FEED_NOT_CSV', /karakter kontrol|byte NUL/)
    await expectRefused(
      await upload('part_no,name,price\nA1,FILTER\u0000,100\n'),
      415,
      'FEED_NOT_CSV',
      'File berisi byte NUL: ini bukan file teks CSV.',
    )
    // a NUL far into the file, after bytes were already stored: those are removed again
    const late = `part_no,name,price\n${'A1,FILTER,100\n'.repeat(12_000)}A2,X\u0000,1\n`
    await expectRefused(await upload(late), 415, 'FEED_NOT_CSV', 'File berisi byte NUL: ini bukan file teks CSV.')
    await expectRefused(await upload('part_no,name,price\nA1,BEL\u0007,100\n'), 415, 'FEED_NOT_CSV', /kode 7/)
    expect(await stored()).toEqual(before)
  })

  it("refuses a customers' price file as it refuses the others: its columns, a workbook, NUL bytes, a folder in its name", async () => {
    const before = await stored()
    const harga = (text: string | Buffer, name = 'harga-1.csv') => upload(text, name, 'harga')
    const columns =
      'scope, code, part_no atau part_group, discount_percent atau net_price, valid_from (opsional), valid_to (opsional)'
    await expectRefused(
      await harga('scope,code,part_no\ntoko,C1,A\n'),
      422,
      'FEED_COLUMNS_INVALID',
      `Kolom discount_percent atau net_price tidak ada. Kolom file ini: ${columns}.`,
    )
    await expectRefused(
      await harga('kode,net_price\nC1,5\n'),
      422,
      'FEED_COLUMNS_INVALID',
      `Kolom scope, code, part_no atau part_group tidak ada. Kolom file ini: ${columns}.`,
    )
    await expectRefused(
      await harga('scope,code,part_group,net_price,net_price\ngrup,G,OLI,1,2\n'),
      422,
      'FEED_COLUMNS_INVALID',
      'Kolom net_price ada dua kali.',
    )
    await expectRefused(
      await harga(zipBomb(1), 'harga-1.xlsx'),
      415,
      'FEED_NOT_CSV',
      'File ini arsip ZIP (mis. .xlsx), bukan teks CSV. Simpan sebagai CSV.',
    )
    await expectRefused(
      await harga('scope,code,part_no,net_price\ntoko,C1\u0000,A,1\n'),
      415,
      'FEED_NOT_CSV',
      'File berisi byte NUL: ini bukan file teks CSV.',
    )
    await expectRefused(
      await harga('scope,code,part_no,net_price\ntoko,C1,A,1\n', '../harga-1.csv'),
      400,
      'FEED_FILE_NAME_INVALID',
      'Nama file tidak boleh berisi folder (/ atau \\).',
    )
    expect(await stored()).toEqual(before)
  })

  it('stops reading a 2 GB stream at the cap, answers 413 and closes the connection, keeping nothing', async () => {
    const before = await stored()
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const boundary = 'feedboundary'
    const line = Buffer.from('A1,FILTER OIL,100\n'.repeat(3_000))
    const total = 2 * 1024 * 1024 * 1024
    let sent = 0
    const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const request = http.request(`${address}/api/admin/feeds/catalogue`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total),
          'x-csrf-token': admin.cookie('csrf') ?? '',
          cookie: `sid=${admin.cookie('sid')}; csrf=${admin.cookie('csrf')}`,
        },
      })
      request.on('response', (res) => {
        let body = ''
        res.on('data', (c) => {
          body += c
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      request.on('error', (error) => (sent > 0 ? undefined : reject(error)))
      const pump = () => {
        while (sent < total && !request.destroyed) {
          sent += line.length
          if (!request.write(line)) return void request.once('drain', pump)
        }
      }
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue-big.csv"\r\n\r\npart_no,name,price\n`,
      )
      pump()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FEED_TOO_LARGE', detail: 'File lebih dari 256 KB.' })
    expect(answer.connection).toBe('close')
    // the answer came while the client was still sending, long before 2 GB
    expect(sent).toBeLessThan(64 * 1024 * 1024)
    expect(await stored()).toEqual(before)
  })

  it('refuses a file name with a folder in it or control characters', async () => {
    const before = await stored()
    for (const name of ['../../etc/catalogue.csv', 'C:\\dms\\catalogue.csv', '..', '/catalogue.csv']) {
      await expectRefused(
        await upload('part_no,name,price\nA,B,1\n', name),
        400,
        'FEED_FILE_NAME_INVALID',
        'Nama file tidak boleh berisi folder (/ atau \\).',
      )
    }
    await expectRefused(
      await upload('part_no,name,price\nA,B,1\n', 'cat\u0001.csv'),
      400,
      'FEED_FILE_NAME_INVALID',
      'Nama file berisi karakter yang tidak valid.',
    )
    await expectRefused(
      await upload('part_no,name,price\nA,B,1\n', `${'a'.repeat(201)}.csv`),
      400,
      'FEED_FILE_NAME_INVALID',
      /lebih dari 200 karakter/,
    )
    expect(await stored()).toEqual(before)
  })

  it('refuses a second file, a field beside the file, no file, and a body that is not multipart', async () => {
    const before = await stored()
    const csv = Buffer.from('part_no,name,price\nA,B,1\n')
    const two = await postMultipart(admin, '/api/admin/feeds/catalogue', {}, [
      { field: 'file', name: 'a.csv', bytes: csv },
      { field: 'file', name: 'b.csv', bytes: csv },
    ])
    await expectRefused(two, 400, 'VALIDATION_ERROR', 'Kirim satu file CSV di kolom "file", tanpa kolom lain.')
    const smuggled = await postMultipart(admin, '/api/admin/feeds/catalogue', { created_by: '1' }, [
      { field: 'file', name: 'a.csv', bytes: csv },
    ])
    await expectRefused(smuggled, 400, 'VALIDATION_ERROR', 'Kirim satu file CSV di kolom "file", tanpa kolom lain.')
    const elsewhere = await postMultipart(admin, '/api/admin/feeds/catalogue', {}, [
      { field: 'upload', name: 'a.csv', bytes: csv },
    ])
    await expectRefused(elsewhere, 400, 'VALIDATION_ERROR', 'Kirim satu file CSV di kolom "file", tanpa kolom lain.')
    await expectRefused(
      await postMultipart(admin, '/api/admin/feeds/catalogue', {}),
      400,
      'VALIDATION_ERROR',
      'Pilih file CSV terlebih dahulu.',
    )
    const json = await admin.post('/api/admin/feeds/catalogue', { file: 'part_no,name,price' })
    expect(json.statusCode).toBe(415)
    expect(await stored()).toEqual(before)
  })

  it('reads a Windows-1252 file and a UTF-16 file as their text, not garbled', async () => {
    const cp1252 = Buffer.concat([
      Buffer.from('part_no;name;price\nW1;'),
      Buffer.from([0x4a, 0x4f, 0x4b, 0x20, 0x96, 0x20, 0xc9, 0x4d, 0x42, 0x4c, 0x45, 0x4d]),
      Buffer.from(';7000\n'),
    ])
    const a: FeedJob = (await upload(cp1252, 'catalogue-cp.csv')).json()
    expect(a.encoding).toBe('windows-1252')
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('part_no\tname\tprice\r\nU1\tRING Ø 12\t500\r\n', 'utf16le'),
    ])
    const b: FeedJob = (await upload(utf16, 'catalogue-u16.txt')).json()
    expect(b.encoding).toBe('utf-16le')
    await runner.tick()
    const names = await t.database.db
      .selectFrom('products')
      .select(['sto_id', 'name'])
      .where('sto_id', 'in', ['W1', 'U1'])
      .orderBy('sto_id')
      .execute()
    expect(names).toEqual([
      { sto_id: 'U1', name: 'RING Ø 12' },
      { sto_id: 'W1', name: 'JOK – ÉMBLEM' },
    ])
  })

  it('fails, at run time, a file whose one line is longer than a record may be', async () => {
    await buildProduct(t.database.db, { sto_id: 'LONG1' })
    const res = await upload(`part_no,name,price\nLONG1,"${'x'.repeat(70 * 1024)}`)
    expect(res.statusCode).toBe(202)
    await runner.tick()
    const job = (await admin.get(`/api/admin/feeds/jobs/${res.json().id}`)).json().job
    expect([job.state, job.error]).toEqual(['gagal', 'Baris 2 lebih dari 64 KB: file ini bukan CSV per baris.'])
  })
})
