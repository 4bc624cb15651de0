import '@mantine/dropzone/styles.css'
import { Group, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react'
import { ONBOARDING_TEXT } from '../../../../common/onboarding'
import { PICKER_ACCEPT } from '../logic/file-check'
import { DROP_TEXT, PICKER_LABEL } from '../logic/messages'

/**
 * Drop or pick one file. Every file reaches `onFile`, refused types too: the page's own checks say
 * why in words (a drop zone's red cross alone does not).
 */
export function FileDropzone({ onFile }: { onFile(file: File): void }) {
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(files, rejected) => {
        const file = files[0] ?? rejected[0]?.file
        if (file) onFile(file)
      }}
      accept={PICKER_ACCEPT}
      multiple={false}
      inputProps={{ 'aria-label': PICKER_LABEL }}
      data-testid="onboarding-dropzone"
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
          <Text size="sm" c="dimmed" data-testid="onboarding-limits">
            {ONBOARDING_TEXT.limits}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  )
}
