import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { OnboardingCommitResponse } from '#common/onboarding.ts'
import { CountGrid } from '#web/components/file-import/summary-card.tsx'
import { saveFile } from '#web/lib/save-file.ts'
import { confirmLeave, useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { counterList } from '../logic/counters'
import { DONE_TITLE, IMPORT_ANOTHER, LEAVE_QUESTION, NO_NEW_ACCOUNTS } from '../logic/messages'
import { sheetFile } from '../logic/sheet'
import { PasswordList } from './password-list'
import { ChangedStoreList, SkippedList } from './result-lists'

interface ResultViewProps {
  saved: OnboardingCommitResponse
  /** back to the drop zone for the next file */
  onAnother(): void
}

/**
 * After 'Simpan': the counts, the one-time passwords (shown here once, as a table and a sheet to
 * download), the stores renamed and the rows left out. Until the sheet is downloaded, leaving asks.
 */
export function ResultView({ saved, onAnother }: ResultViewProps) {
  const [downloaded, setDownloaded] = useState(false)
  const unsaved = saved.passwords.length > 0 && !downloaded
  useLeaveGuard(unsaved, LEAVE_QUESTION)
  // 'Simpan' may have been far down the preview: the result is read from its start
  useEffect(() => {
    const page = document.scrollingElement ?? document.documentElement
    page.scrollTop = 0
  }, [])

  function download() {
    saveFile(sheetFile(saved.sheet_xlsx_base64, saved.sheet_file_name))
    setDownloaded(true)
  }

  return (
    <Stack gap="sm" data-testid="onboarding-result">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={DONE_TITLE} role="status" />
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Ringkasan
          </Title>
          <CountGrid counters={counterList(saved.counts)} wide />
        </Stack>
      </Paper>
      {saved.passwords.length > 0 ? (
        <PasswordList passwords={saved.passwords} downloaded={downloaded} onDownload={download} />
      ) : (
        <Text c="dimmed">{NO_NEW_ACCOUNTS}</Text>
      )}
      <ChangedStoreList stores={saved.changed_stores} />
      <SkippedList rows={saved.skipped} />
      <Group>
        <Button
          variant="light"
          leftSection={<IconFileUpload size={16} aria-hidden />}
          onClick={() => (unsaved ? confirmLeave(LEAVE_QUESTION, onAnother) : onAnother())}
        >
          {IMPORT_ANOTHER}
        </Button>
      </Group>
    </Stack>
  )
}
