// Tambah Sinonim / Ubah Sinonim: the term and its phrases in one field, separated by ';', with the
// phrases as they will be kept shown under it. Full screen on a phone. Closing it with typed data
// asks first.
import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { Synonym } from '#common/synonyms.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { bindText } from '#web/lib/bind-text.ts'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { type SynonymForm, useSynonymForm } from '../hooks/use-synonym-form'
import { SYNONYM_UI } from '../logic/messages'
import { keptPhrases, phrasesInput } from '../logic/synonym-form'
import { PhraseBadges } from './phrase-badges'

/** Longer than any term or list the rules take: a longer paste is said wrong, not cut silently. */
const TERM_INPUT_MAX = 200
const PHRASES_INPUT_MAX = 2000

function KeptPhrases({ text }: { text: string }) {
  const phrases = keptPhrases(text)
  if (phrases.length === 0) return null
  return (
    <Group gap={6} align="flex-start" wrap="nowrap" data-testid="kept-phrases">
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} mt={2}>
        {SYNONYM_UI.preview}
      </Text>
      <PhraseBadges phrases={phrases} />
    </Group>
  )
}

function SynonymFields({ form }: { form: SynonymForm }) {
  return (
    <Stack gap="sm">
      <TextInput
        label={SYNONYM_UI.termField}
        withAsterisk
        autoComplete="off"
        autoCapitalize="none"
        maxLength={TERM_INPUT_MAX}
        description={SYNONYM_UI.termHint}
        data-autofocus
        {...bindText(form, 'term')}
      />
      <Textarea
        label={SYNONYM_UI.synonymsField}
        withAsterisk
        rows={3}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={PHRASES_INPUT_MAX}
        description={SYNONYM_UI.synonymsHint}
        {...bindText(form, 'synonyms', phrasesInput)}
      />
      <KeptPhrases text={form.draft.synonyms} />
    </Stack>
  )
}

interface SynonymFormBodyProps {
  editing: Synonym | null
  modal: UnsavedClose
  /** after a save: closes without asking */
  onSaved: () => void
}

function SynonymFormBody({ editing, modal, onSaved }: SynonymFormBodyProps) {
  const form = useSynonymForm(editing, onSaved)
  useReportUnsaved(form.unsaved, modal)
  return (
    <ModalForm
      form={form}
      label={editing ? SYNONYM_UI.editTitle(editing.term) : SYNONYM_UI.createTitle}
      onClose={modal.close}
      gap="md"
    >
      <SynonymFields form={form} />
    </ModalForm>
  )
}

interface SynonymFormModalProps {
  /** 'new' for Tambah Sinonim, a term to change it, null: closed */
  target: Synonym | 'new' | null
  onClose: () => void
}

export function SynonymFormModal({ target, onClose }: SynonymFormModalProps) {
  const editing = target === 'new' ? null : target
  const title = editing ? SYNONYM_UI.editTitle(editing.term) : SYNONYM_UI.createTitle
  const modal = useUnsavedClose(onClose)
  return (
    // a term of one long word breaks inside the title on a phone
    <DetailModal opened={target !== null} onClose={modal.close} title={<span style={{ overflowWrap: 'anywhere' }}>{title}</span>}>
      {target !== null && <SynonymFormBody key={editing?.id ?? 'new'} editing={editing} modal={modal} onSaved={onClose} />}
    </DetailModal>
  )
}
