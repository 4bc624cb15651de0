import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { CHECK_FILE, TEMPLATE_LINK } from '#web/lib/file-import/messages.ts'
import { FileDropzone, type FileDropzoneProps } from './file-dropzone'

interface FileChooserProps extends FileDropzoneProps {
  /** the screen's template, to fill in or to compare an export with */
  templateHref: string
  /** the file chosen last, to check again */
  chosen: string | null
  onRecheck(): void
  /** said between the drop zone and the template link */
  children?: ReactNode
}

/** The drop zone with the limits, the template, and 'Periksa File' for the file chosen last. */
export function FileChooser({ templateHref, chosen, onRecheck, children, ...dropzone }: FileChooserProps) {
  return (
    <Stack gap="sm">
      <FileDropzone {...dropzone} />
      {children}
      <Group justify="space-between" gap="sm">
        <Anchor href={templateHref} download fw={600} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {TEMPLATE_LINK}
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {chosen && (
            <Text size="sm" c="dimmed" maw={200} truncate="end">
              {chosen}
            </Text>
          )}
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRecheck}>
            {CHECK_FILE}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}
