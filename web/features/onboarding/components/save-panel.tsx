import { Text } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { CommitPanel } from '#web/components/file-import/commit-panel.tsx'
import { SAVE, SAVING, SAVING_NOTE } from '../logic/messages'
import { saveState } from '../logic/save-state'

interface SavePanelProps {
  valid: number
  errors: number
  /** the server gave a token for this check */
  hasToken: boolean
  /** and it may still be sent (not spent or stale) */
  ready: boolean
  checking: boolean
  saving: boolean
  onSave(): void
}

/** 'Simpan': the valid rows written, the rows with errors left out; off until there is a token. */
export function SavePanel({ valid, errors, hasToken, ready, checking, saving, onSave }: SavePanelProps) {
  return (
    <CommitPanel
      label={SAVE}
      busyLabel={SAVING}
      icon={<IconDeviceFloppy size={18} aria-hidden />}
      ready={ready}
      checking={checking}
      busy={saving}
      onCommit={onSave}
      above={
        <Text size="sm" data-testid="save-hint">
          {saveState({ valid, errors, hasToken, ready })}
        </Text>
      }
      below={
        saving && (
          <Text size="sm" c="orange.9" role="status">
            {SAVING_NOTE}
          </Text>
        )
      }
    />
  )
}
