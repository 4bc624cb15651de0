// Order import screen: a file or pasted lines, checked by the server, previewed with a summary and
// a manual column mapping, then imported as one estimate.
import { Alert, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { CheckingPanel } from '#web/components/file-import/checking.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { ImportPanel } from '#web/features/imports/components/import-panel.tsx'
import { ImportPreview } from '#web/features/imports/components/import-preview.tsx'
import { type SourceTab, UploadPanel } from '#web/features/imports/components/upload-panel.tsx'
import { useImportCommit } from '#web/features/imports/hooks/use-import-commit.tsx'
import { useImportValidation } from '#web/features/imports/hooks/use-import-validation.ts'
import { IMPORT_TITLE, LEAVE_UNIMPORTED } from '#web/features/imports/logic/messages.ts'
import { canImport } from '#web/features/imports/logic/summary.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'

/** What the check says beside its result: the .xls notice, and why nothing could be checked. */
function CheckMessages({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
    </>
  )
}

export function ImportOrderPage() {
  const check = useImportValidation()
  const { commit, committing } = useImportCommit()
  const [tab, setTab] = useState<SourceTab>('file')
  const [pasteText, setPasteText] = useState('')
  const [note, setNote] = useState('')
  // what was typed or pasted here is nowhere else: leaving asks (an import itself moves on without)
  useLeaveGuard(pasteText.trim() !== '' || note.trim() !== '', LEAVE_UNIMPORTED)

  // Reset starts over; Upload Baru keeps the pasted lines and the note, to fix and check again.
  function reset() {
    check.reset()
    setPasteText('')
    setNote('')
    setTab('file')
  }

  let body: ReactNode
  if (check.result) {
    body = (
      <ImportPreview
        check={check}
        busy={committing}
        onReset={reset}
        onUploadNew={check.reset}
        importPanel={
          <ImportPanel
            note={note}
            onNote={setNote}
            ready={canImport(check.result)}
            checking={check.checking}
            committing={committing}
            onImport={() => commit(check.result, note)}
          />
        }
      />
    )
  } else if (check.checking) body = <CheckingPanel />
  else {
    body = (
      <UploadPanel
        tab={tab}
        onTab={(next) => {
          // another source: start again, without the last one's messages
          check.reset()
          setTab(next)
        }}
        source={check.source}
        onFile={check.chooseFile}
        onRecheck={check.recheck}
        pasteText={pasteText}
        onPasteText={setPasteText}
        onCheckText={() => check.checkText(pasteText)}
      />
    )
  }

  return (
    <Stack gap="sm" maw={1280}>
      <PageHeader title={IMPORT_TITLE} />
      {!check.result && (
        <Text mt={-12}>Unggah file Excel/CSV berisi nomor part dan qty, atau tempel daftar part dari WhatsApp/Excel.</Text>
      )}
      <CheckMessages notice={check.notice} error={check.error} />
      {body}
    </Stack>
  )
}
