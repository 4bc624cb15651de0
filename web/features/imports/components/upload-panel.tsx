import { Paper, Tabs } from '@mantine/core'
import { IconClipboardText, IconFileSpreadsheet } from '@tabler/icons-react'
import { FileChooser } from '#web/components/file-import/file-chooser.tsx'
import { paths } from '#web/lib/paths.ts'
import { PICKER_ACCEPT } from '../logic/file-check'
import type { ImportSource } from '../logic/form-data'
import { LIMITS, PICKER_LABEL, TAB_FILE } from '../logic/messages'
import { PasteBox } from './paste-box'

export type SourceTab = 'file' | 'paste'

interface UploadPanelProps {
  tab: SourceTab
  onTab(tab: SourceTab): void
  source: ImportSource | null
  onFile(file: File): void
  onRecheck(): void
  pasteText: string
  onPasteText(value: string): void
  onCheckText(): void
}

/** The upload state: a file, or lines pasted from a chat. */
export function UploadPanel(props: UploadPanelProps) {
  return (
    <Paper withBorder p="sm" maw={760}>
      <Tabs value={props.tab} onChange={(v) => props.onTab(v === 'paste' ? 'paste' : 'file')}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="file" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
            {TAB_FILE}
          </Tabs.Tab>
          <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} aria-hidden />}>
            Tempel Teks
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="file">
          <FileChooser
            name="import"
            accept={PICKER_ACCEPT}
            pickerLabel={PICKER_LABEL}
            limits={LIMITS}
            templateHref={paths.importTemplate}
            chosen={props.source?.kind === 'file' ? props.source.file.name : null}
            onFile={props.onFile}
            onRecheck={props.onRecheck}
          />
        </Tabs.Panel>
        <Tabs.Panel value="paste">
          <PasteBox text={props.pasteText} onText={props.onPasteText} onCheck={props.onCheckText} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  )
}
