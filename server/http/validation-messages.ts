import { z } from 'zod'

// Every validation failure the API answers is an Indonesian sentence naming the field, e.g.
// 'Data tidak valid: kolom "order_lines.0.qty_ordered": maksimal 999'. Messages a schema writes
// itself ('Karakter tidak valid', the account rules' sentences) win; everything zod would say in
// English is said here instead. Set once for the process, before any request is parsed.

type Issue = z.core.$ZodRawIssue

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'benar/salah',
  object: 'objek',
  array: 'daftar',
  date: 'tanggal',
  null: 'kosong',
  undefined: 'kosong',
  nan: 'bukan angka',
  file: 'file',
  record: 'objek',
  map: 'objek',
  set: 'daftar',
  literal: 'nilai tertentu',
  enum: 'pilihan',
  union: 'pilihan',
}

const typeName = (type: unknown) => TYPE_NAMES[String(type)] ?? 'nilai lain'

function receivedType(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan'
  return typeof input
}

/** 'maksimal 100 karakter', 'maksimal 999', 'paling banyak 50 item' … by what is being measured. */
function sizeRule(issue: Issue, word: 'minimal' | 'maksimal'): string {
  const bound = String(word === 'maksimal' ? issue.maximum : issue.minimum)
  const exclusive = issue.inclusive === false
  const limit = exclusive ? `${word === 'maksimal' ? 'kurang dari' : 'lebih dari'} ${bound}` : `${word} ${bound}`
  switch (issue.origin) {
    case 'string':
      return `panjang ${limit} karakter`
    case 'array':
    case 'set':
      return `${limit} item`
    case 'file':
      return `ukuran ${limit} byte`
    case 'date':
      return `tanggal ${limit}`
    default:
      return limit
  }
}

function formatRule(issue: Issue): string {
  switch (issue.format) {
    case 'regex':
      return 'format tidak sesuai'
    case 'email':
      return 'format email tidak valid'
    case 'url':
      return 'alamat tidak valid'
    case 'date':
    case 'datetime':
      return 'tanggal tidak valid'
    case 'starts_with':
    case 'ends_with':
    case 'includes':
      return 'format tidak sesuai'
    default:
      return 'format tidak valid'
  }
}

/** The Indonesian text of one issue (without the field: the error plugin names it). */
export function indonesianIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'wajib diisi'
      return `harus ${typeName(issue.expected)}, bukan ${typeName(receivedType(issue.input))}`
    case 'too_big':
      return sizeRule(issue, 'maksimal')
    case 'too_small':
      return sizeRule(issue, 'minimal')
    case 'invalid_format':
      return formatRule(issue)
    case 'not_multiple_of':
      return `harus kelipatan ${String(issue.divisor)}`
    case 'unrecognized_keys': {
      const keys = (issue.keys as string[] | undefined) ?? []
      return `kolom tidak dikenal: ${keys.map((k) => `"${k}"`).join(', ')}`
    }
    case 'invalid_value':
      return 'pilihan tidak dikenal'
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return 'isi tidak valid'
    default:
      return 'isi tidak valid'
  }
}

let installed = false
/** Makes zod answer in Indonesian wherever a schema did not write its own message. */
export function installIndonesianValidationMessages(): void {
  if (installed) return
  installed = true
  z.config({ localeError: (issue) => indonesianIssue(issue as Issue) })
}
