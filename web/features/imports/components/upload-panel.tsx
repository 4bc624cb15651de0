import { Anchor, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core'
import { IconClipboardText, IconDownload, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react'
import { paths } from '../../../lib/paths'
import type { ImportSource } from '../logic/form-data'
import { CHECK_FILE, TAB_FILE, TEMPLATE_LINK } from '../logic/messages'
import { FileDropzone } from './file-dropzone'
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

/** The upload state (SPEC §4 'Import'): a file, or lines pasted from a chat. */
export function UploadPanel(props: UploadPanelProps) {
  const chosen = props.source?.kind === 'file' ? props.source.file.name : null
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
          <Stack gap="sm">
            <FileDropzone onFile={props.onFile} />
            <Group justify="space-between" gap="sm">
              <Anchor href={paths.importTemplate} download fw={600} size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconDownload size={16} aria-hidden />
                  {TEMPLATE_LINK}
                </Group>
              </Anchor>
              <Group gap="xs">
                {chosen && (
                  <Text size="sm" c="dimmed" maw={200} truncate="end">
                    {chosen}
                  </Text>
                )}
                <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={props.onRecheck}>
                  {CHECK_FILE}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="paste">
          <PasteBox text={props.pasteText} onText={props.onPasteText} onCheck={props.onCheckText} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  )
}
