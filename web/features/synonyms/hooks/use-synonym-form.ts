// The state of the synonym form (Tambah Sinonim, Ubah Sinonim): the draft, the fields touched, the
// server's sentences per field, and the save, one per press (#web/lib/use-draft-form.ts).
import type { Synonym } from '#common/synonyms.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { type EditForm, useDraftForm } from '#web/lib/use-draft-form.ts'
import { useCreateSynonym } from '../api/create-synonym'
import { useUpdateSynonym } from '../api/update-synonym'
import { failureOf } from '../logic/errors'
import { SYNONYM_UI } from '../logic/messages'
import {
  draftOf,
  EMPTY_SYNONYM_DRAFT,
  type SynonymDraft,
  type SynonymField,
  sameAsKept,
  synonymBody,
  synonymErrors,
} from '../logic/synonym-form'

const FIELDS: readonly SynonymField[] = ['term', 'synonyms']

export interface SynonymForm extends EditForm<SynonymDraft, SynonymField> {
  editing: Synonym | null
}

export function useSynonymForm(editing: Synonym | null, onDone: () => void): SynonymForm {
  const create = useCreateSynonym()
  const update = useUpdateSynonym()
  const form = useDraftForm<SynonymDraft, SynonymField>({
    initial: () => (editing ? draftOf(editing) : EMPTY_SYNONYM_DRAFT),
    fields: FIELDS,
    rules: synonymErrors,
    failureOf,
    onDone,
  })
  const { draft } = form.fields
  const unchanged = editing !== null && sameAsKept(editing, draft)

  /** Sends what the form holds; the sentence of its success, or null when there is nothing to send. */
  function send(): Promise<string> | null {
    const body = synonymBody(draft)
    if (!body || unchanged) return null
    if (editing) return update.mutateAsync({ id: editing.id, body }).then(() => SYNONYM_UI.saved(body.term))
    return create.mutateAsync(body).then(() => SYNONYM_UI.created(body.term))
  }

  return {
    ...form.fields,
    editing,
    canSave: form.ready && !unchanged,
    save: () => form.submit(send),
    unsaved: editing ? !unchanged : hasTypedText(draft, EMPTY_SYNONYM_DRAFT),
  }
}
