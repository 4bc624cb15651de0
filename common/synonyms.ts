import { z } from 'zod'
import { WORD, wordsOf } from './name-words'
import { wireText } from './wire'

// 'Sinonim' (docs/product.md §14): a workshop's term and the catalogue's phrases it means. Head
// office edits them at /admin/sinonim; the 'sinonim' feed loads them (columns term, synonyms; the
// phrases separated by ';').

export const SYNONYM_TERM_MAX_WORDS = 4
export const SYNONYM_TERM_MAX_CHARS = 40
export const SYNONYM_PHRASE_MAX_WORDS = 4
export const SYNONYM_PHRASE_MAX_CHARS = 40
export const SYNONYMS_PER_TERM_MAX = 10
/** The separator of a term's phrases in the feed's file and the form's one field. */
export const SYNONYM_SEPARATOR = ';'

export const SYNONYM_MESSAGES = {
  term: `Istilah wajib diisi: 1–${SYNONYM_TERM_MAX_WORDS} kata huruf/angka, maks ${SYNONYM_TERM_MAX_CHARS} karakter.`,
  synonyms: `Sinonim wajib diisi: 1–${SYNONYMS_PER_TERM_MAX} frasa dipisah ';', tiap frasa 1–${SYNONYM_PHRASE_MAX_WORDS} kata huruf/angka, maks ${SYNONYM_PHRASE_MAX_CHARS} karakter.`,
  duplicate: 'Istilah ini sudah ada.',
} as const

/** A term as kept: its lowercase words joined by one space ('Kampas  Rem' is 'kampas rem'). */
export function normaliseTerm(text: string): string {
  return wordsOf(text).join(' ')
}

/** A catalogue phrase as kept: its words uppercase, joined by one space. */
export function normalisePhrase(text: string): string {
  return wordsOf(text).join(' ').toUpperCase()
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

const withinWords = (text: string, maxWords: number, maxChars: number) => {
  const words = wordsOf(text)
  return words.length >= 1 && words.length <= maxWords && words.every((w) => WORD.test(w)) && words.join(' ').length <= maxChars
}

/** A term typed by a person: no control bytes, not only punctuation, within its limits. */
export const synonymTermSchema = z
  .string()
  .max(200, SYNONYM_MESSAGES.term)
  .refine((v) => !CONTROL.test(v), SYNONYM_MESSAGES.term)
  .refine((v) => withinWords(v, SYNONYM_TERM_MAX_WORDS, SYNONYM_TERM_MAX_CHARS), SYNONYM_MESSAGES.term)
  .transform(normaliseTerm)

/** The phrases, as a list; each normalised, duplicates dropped. */
export const synonymPhrasesSchema = z
  .array(
    z
      .string()
      .max(200, SYNONYM_MESSAGES.synonyms)
      .refine((v) => !CONTROL.test(v), SYNONYM_MESSAGES.synonyms)
      .refine((v) => withinWords(v, SYNONYM_PHRASE_MAX_WORDS, SYNONYM_PHRASE_MAX_CHARS), SYNONYM_MESSAGES.synonyms)
      .transform(normalisePhrase),
  )
  .min(1, SYNONYM_MESSAGES.synonyms)
  .max(SYNONYMS_PER_TERM_MAX, SYNONYM_MESSAGES.synonyms)
  .transform((phrases) => [...new Set(phrases)])

/**
 * The phrases as one text (the feed's cell, the form's field): split at ';', each trimmed; empty
 * pieces (a trailing ';') are no phrase.
 */
export function splitPhrases(text: string): string[] {
  return text
    .split(SYNONYM_SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '')
}

/** POST /api/admin/synonyms and PATCH /api/admin/synonyms/:id: the rules, each field's message. */
export const synonymInputSchema = z.strictObject({ term: synonymTermSchema, synonyms: synonymPhrasesSchema })
export type SynonymInput = z.input<typeof synonymInputSchema>

/**
 * The same bodies as the wire carries them: unknown fields, wrong types or a NUL are a 400 before
 * the server reads them; the rules (synonymInputSchema) are then a 422 naming the field, with its
 * message. The caps are above the rules' so that the rules speak.
 */
export const synonymBodySchema = z.strictObject({
  term: wireText(400),
  synonyms: z.array(wireText(400)).max(100),
})

export const synonymSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  synonyms: z.array(z.string()),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
})
export type Synonym = z.infer<typeof synonymSchema>

/** GET /api/admin/synonyms: a page of terms in alphabetical order, filtered by a word of the term or a phrase. */
export const synonymListQuerySchema = z.strictObject({
  q: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
})
export const SYNONYM_PAGE_SIZE = 50

export const synonymPageSchema = z.object({ items: z.array(synonymSchema), total: z.number().int() })
export type SynonymPage = z.infer<typeof synonymPageSchema>
