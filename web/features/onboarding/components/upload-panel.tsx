import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import { paths } from '../../../lib/paths'
import { CHECK_FILE, MAPPING_KEPT, TEMPLATE_LINK } from '../logic/messages'
import { FileDropzone } from './file-dropzone'

interface UploadPanelProps {
  /** the file chosen last, to check again */
  chosen: string | null
  mappingKept: boolean
  onFile(file: File): void
  onRecheck(): void
}

/** The upload state: the drop zone with the limits, the template, and 'Periksa File'. */
export function UploadPanel({ chosen, mappingKept, onFile, onRecheck }: UploadPanelProps) {
  return (
    <Paper withBorder p="sm" maw={760}>
      <Stack gap="sm">
        <FileDropzone onFile={onFile} />
        {mappingKept && (
          <Text size="sm" c="dimmed">
            {MAPPING_KEPT}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Anchor href={paths.onboardingTemplate} download fw={600} size="sm">
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
    </Paper>
  )
}
