import { Paper, Text } from '@mantine/core'
import { ONBOARDING_TEXT } from '#common/onboarding.ts'
import { FileChooser } from '#web/components/file-import/file-chooser.tsx'
import { paths } from '#web/lib/paths.ts'
import { PICKER_ACCEPT } from '../logic/file-check'
import { MAPPING_KEPT, PICKER_LABEL } from '../logic/messages'

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
      <FileChooser
        name="onboarding"
        accept={PICKER_ACCEPT}
        pickerLabel={PICKER_LABEL}
        limits={ONBOARDING_TEXT.limits}
        templateHref={paths.onboardingTemplate}
        chosen={chosen}
        onFile={onFile}
        onRecheck={onRecheck}
      >
        {mappingKept && (
          <Text size="sm" c="dimmed">
            {MAPPING_KEPT}
          </Text>
        )}
      </FileChooser>
    </Paper>
  )
}
