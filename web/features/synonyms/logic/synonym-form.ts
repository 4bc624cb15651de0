// The synonym form as data: the draft (the term, and the phrases in one field separated by ';', as
// the feed's cell holds them), what each field's rule says of it and the body of POST and PATCH
// /api/admin/synonyms. The rules and the split are common/synonyms.ts's, the server's own, so the
// form says what the server would.
import {
  normalisePhrase,
  SYNONYM_SEPARATOR,
  type Synonym,
  type SynonymInput,
  splitPhrases,
  synonymInputSchema,
  synonymPhrasesSchema,
  synonymTermSchema,
} from '#common/synonyms.ts'

export interface SynonymDraft {
  term: string
  synonyms: string
}

export type SynonymField = keyof SynonymDraft
export type SynonymErrors = Partial<Record<SynonymField, string>>

export const EMPTY_SYNONYM_DRAFT: SynonymDraft = { term: '', synonyms: '' }

/** The field shows a term's phrases as the feed's file holds them, a space after each ';'. */
const PHRASE_JOINER = `${SYNONYM_SEPARATOR} `

/** The field holds one line: a line break typed or pasted (a list from a sheet) separates phrases as ';' does. */
export const phrasesInput = (typed: string) => typed.replace(/\r?\n/g, PHRASE_JOINER)

/** The phrases as they will be kept (uppercase words, each once), for the preview under the field. */
export function keptPhrases(text: string): string[] {
  return [
    ...new Set(
      splitPhrases(text)
        .map(normalisePhrase)
        .filter((phrase) => phrase !== ''),
    ),
  ]
}

export function draftOf(synonym: Synonym): SynonymDraft {
  return { term: synonym.term, synonyms: synonym.synonyms.join(PHRASE_JOINER) }
}

/** Every field whose rule fails now, with the rule's sentence. */
export function synonymErrors(draft: SynonymDraft): SynonymErrors {
  const errors: SynonymErrors = {}
  const term = synonymTermSchema.safeParse(draft.term)
  if (!term.success) errors.term = term.error.issues[0]?.message
  const phrases = synonymPhrasesSchema.safeParse(splitPhrases(draft.synonyms))
  if (!phrases.success) errors.synonyms = phrases.error.issues[0]?.message
  return errors
}

/** The body as the server keeps it (the term lowercase, the phrases uppercase, each once); null while a rule fails. */
export function synonymBody(draft: SynonymDraft): SynonymInput | null {
  const parsed = synonymInputSchema.safeParse({ term: draft.term, synonyms: splitPhrases(draft.synonyms) })
  return parsed.success ? parsed.data : null
}

/** The draft means what the term already holds: nothing to send. */
export function sameAsKept(synonym: Synonym, draft: SynonymDraft): boolean {
  const body = synonymBody(draft)
  return (
    body !== null &&
    body.term === synonym.term &&
    body.synonyms.length === synonym.synonyms.length &&
    body.synonyms.every((phrase, i) => phrase === synonym.synonyms[i])
  )
}
