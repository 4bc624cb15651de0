import '@mantine/dropzone/styles.css'
import { Group, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react'
import { DROP_TEXT } from '#web/lib/file-import/messages.ts'

export interface FileDropzoneProps {
  onFile(file: File): void
  /** the types the picker offers, with their usual MIME types */
  accept: Record<string, string[]>
  /** what the hidden file input is called for screen readers */
  pickerLabel: string
  /** the screen's limits: types, size, rows */
  limits: string
  /** names the zone `<name>-dropzone` and its limits `<name>-limits` for the tests */
  name: string
}

/**
 * Drop or pick one file. Every file reaches `onFile`, refused types too: the screen's own checks
 * say why in words (a drop zone's red cross alone does not), and may let a type through.
 */
export function FileDropzone({ onFile, accept, pickerLabel, limits, name }: FileDropzoneProps) {
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(files, rejected) => {
        const file = files[0] ?? rejected[0]?.file
        if (file) onFile(file)
      }}
      accept={accept}
      multiple={false}
      inputProps={{ 'aria-label': pickerLabel }}
      data-testid={`${name}-dropzone`}
    >
      <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} color="var(--mantine-color-dipo-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={44} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text fw={600}>{DROP_TEXT}</Text>
          <Text size="sm" c="dimmed" data-testid={`${name}-limits`}>
            {limits}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  )
}
