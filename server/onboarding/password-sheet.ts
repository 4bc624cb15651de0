import { PassThrough } from 'node:stream'
import { finished } from 'node:stream/promises'
import ExcelJS from 'exceljs'
import { JAKARTA_OFFSET_MS } from '#common/jakarta-time.ts'
import type { OnboardingPassword } from '#common/onboarding.ts'

// The 'kata sandi awal' sheet staff print or share to hand each new buyer his sign-in: one row per
// account, the password in a typeface where no two characters look alike. It is built from the
// commit's answer and never kept: the server has only the hashes once the answer is sent.
// Written row by row (ExcelJS's streaming writer): 20,000 rows take ~15 MB of heap instead of
// ~180 MB for the whole workbook in memory.
export async function buildPasswordSheet(passwords: OnboardingPassword[]): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const written = finished(out)
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  workbook.creator = 'DIPO Parts'
  const sheet = workbook.addWorksheet('Kata Sandi Awal', { views: [{ state: 'frozen', ySplit: 1 }] })
  const text = { numFmt: '@' }
  sheet.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: 'Cabang', key: 'branch_code', width: 10 },
    { header: 'Kode IBS', key: 'store_code', width: 14, style: text },
    { header: 'Nama Toko', key: 'store_name', width: 30 },
    { header: 'Username', key: 'username', width: 22 },
    { header: 'Nama', key: 'name', width: 26 },
    { header: 'Kata Sandi Awal', key: 'password', width: 18, style: { ...text, font: { name: 'Consolas' } } },
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  passwords.forEach((p, index) => {
    sheet.addRow({ no: index + 1, ...p }).commit()
  })
  sheet.commit()
  await workbook.commit()
  await written
  return Buffer.concat(chunks)
}

/** 'Kata_Sandi_Awal_2026-11-25_1430.xlsx': the commit's Jakarta day and time. */
export function passwordSheetName(at: Date): string {
  const jakarta = new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString()
  return `Kata_Sandi_Awal_${jakarta.slice(0, 10)}_${jakarta.slice(11, 13)}${jakarta.slice(14, 16)}.xlsx`
}
