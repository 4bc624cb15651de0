import '@mantine/dropzone/styles.css'
import { Group, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react'
import { PICKER_ACCEPT } from '../logic/file-check'

/**
 * Drop or pick one file. Every file reaches `onFile`, refused types too: the page's own checks
 * say why in the spec's words (and let .xls through to the server).
 */
export function FileDropzone({ onFile, disabled }: { onFile(file: File): void; disabled?: boolean }) {
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(files, rejected) => {
        const file = files[0] ?? rejected[0]?.file
        if (file) onFile(file)
      }}
      accept={PICKER_ACCEPT}
      multiple={false}
      disabled={disabled}
      inputProps={{ 'aria-label': 'Pilih file pesanan (.xlsx atau .csv)' }}
      data-testid="import-dropzone"
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
          <Text fw={600}>Tarik file ke sini atau ketuk untuk memilih</Text>
          <Text size="sm" c="dimmed">
            Format .xlsx atau .csv, maksimal 2 MB, paling banyak 50 part berbeda.
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  )
}
