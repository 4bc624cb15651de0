import { Button, Group, Stack, Textarea } from '@mantine/core'
import { IconClipboardText } from '@tabler/icons-react'
import { ScanButton } from '#web/lib/scanner/scan-button.tsx'
import { CHECK_TEXT, TAB_PASTE } from '../logic/messages'

/** A line added under what is there, on a line of its own. */
const appendLine = (text: string, line: string) =>
  text === '' || text.endsWith('\n') ? `${text}${line}\n` : `${text}\n${line}\n`

/** The server's limit for pasted text (server/imports/routes.ts). */
const PASTE_MAX_CHARS = 200_000

interface PasteBoxProps {
  text: string
  onText(value: string): void
  onCheck(): void
}

/** Lines from a WhatsApp chat or an Excel selection: '1230A046 4' or tab-separated columns. */
export function PasteBox({ text, onText, onCheck }: PasteBoxProps) {
  return (
    <Stack gap="sm">
      <Textarea
        label={TAB_PASTE}
        description="Satu part per baris: nomor part, qty, lalu catatan (opsional). Tulisan chat juga bisa: 1230A046 x2, 2x 1230A046, MZ320123 (3), 1230A046 = 2."
        placeholder={'1230A046 4\n1230A182 2 pcs untuk servis\n- 2x MZ320123'}
        rows={6}
        resize="vertical"
        maxLength={PASTE_MAX_CHARS}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="flex-end">
        {/* each box scanned becomes a line of 1; the buyer edits the quantity in the text */}
        <ScanButton label="Pindai barcode ke daftar" onPart={(partNo) => onText(appendLine(text, `${partNo} 1`))} />
        <Button leftSection={<IconClipboardText size={18} aria-hidden />} onClick={onCheck}>
          {CHECK_TEXT}
        </Button>
      </Group>
    </Stack>
  )
}
