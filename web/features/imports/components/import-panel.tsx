import { Text, TextInput } from '@mantine/core'
import { IconFileImport } from '@tabler/icons-react'
import { NOTE_MAX } from '#common/cart-rules.ts'
import { CommitPanel } from '#web/components/file-import/commit-panel.tsx'
import { IMPORT, IMPORTING, NOT_READY, NOTE_COUNTER, NOTE_LABEL } from '../logic/messages'

interface ImportPanelProps {
  note: string
  onNote(value: string): void
  ready: boolean
  checking: boolean
  committing: boolean
  onImport(): void
}

/** The order note (max 100, with its counter) and 'Import'. */
export function ImportPanel({ note, onNote, ready, checking, committing, onImport }: ImportPanelProps) {
  return (
    <CommitPanel
      label={IMPORT}
      busyLabel={IMPORTING}
      icon={<IconFileImport size={18} aria-hidden />}
      ready={ready}
      checking={checking}
      busy={committing}
      onCommit={onImport}
      above={
        <TextInput
          label={NOTE_LABEL}
          placeholder="Catatan untuk dealer (opsional)"
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => onNote(e.currentTarget.value.slice(0, NOTE_MAX))}
          description={`${NOTE_COUNTER} · ${note.length}/${NOTE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      }
      below={
        !ready &&
        !checking && (
          <Text size="sm" c="orange" ta="center" data-testid="not-ready">
            {NOT_READY}
          </Text>
        )
      }
    />
  )
}
