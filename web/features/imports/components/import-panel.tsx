import { Button, Loader, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconFileImport } from '@tabler/icons-react'
import { NOTE_MAX } from '../../../../common/cart-rules'
import { IMPORT, IMPORTING, NOT_READY, NOTE_COUNTER, NOTE_LABEL } from '../logic/messages'

interface ImportPanelProps {
  note: string
  onNote(value: string): void
  ready: boolean
  checking: boolean
  committing: boolean
  onImport(): void
}

/** The order note (max 100, with its counter) and 'Import' (SPEC §2.12). */
export function ImportPanel({ note, onNote, ready, checking, committing, onImport }: ImportPanelProps) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <TextInput
          label={NOTE_LABEL}
          placeholder="Catatan untuk dealer (opsional)"
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => onNote(e.currentTarget.value.slice(0, NOTE_MAX))}
          description={`${NOTE_COUNTER} · ${note.length}/${NOTE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button
          size="md"
          fullWidth
          leftSection={committing ? <Loader size={16} color="gray" /> : <IconFileImport size={18} aria-hidden />}
          disabled={!ready || checking || committing}
          onClick={onImport}
        >
          {committing ? IMPORTING : IMPORT}
        </Button>
        {!ready && !checking && (
          <Text size="sm" c="orange" ta="center" data-testid="not-ready">
            {NOT_READY}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
