// Impor Pelanggan: a dealer's existing stores and their buyers from one DMS export. Drop a file,
// map its columns when the header is not the template's, read the preview (every row's status and
// reason, the 'Baris Error' filter, the counters), save the valid rows, then hand out the one-time
// passwords. Head office loads any branch (named per row), staff their own.
import { Alert, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { CheckingPanel } from '#web/components/file-import/checking.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { OnboardingPreview } from '#web/features/onboarding/components/onboarding-preview.tsx'
import { ResultView } from '#web/features/onboarding/components/result-view.tsx'
import { SavePanel } from '#web/features/onboarding/components/save-panel.tsx'
import { UploadPanel } from '#web/features/onboarding/components/upload-panel.tsx'
import { useOnboardingCheck } from '#web/features/onboarding/hooks/use-onboarding-check.ts'
import { useOnboardingSave } from '#web/features/onboarding/hooks/use-onboarding-save.ts'
import {
  INTRO,
  INTRO_ADMIN,
  INTRO_SELLER,
  LEAVE_WHILE_SAVING,
  ONBOARDING_TITLE,
} from '#web/features/onboarding/logic/messages.ts'
import type { OnboardingScope } from '#web/features/onboarding/logic/scope.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'

function ErrorAlert({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {text}
    </Alert>
  )
}

export function OnboardingPage({ scope }: { scope: OnboardingScope }) {
  const check = useOnboardingCheck(scope)
  const save = useOnboardingSave(scope)
  // the answer of a save carries the only copy of the new passwords: it must reach this page
  useLeaveGuard(save.saving, LEAVE_WHILE_SAVING)

  function startOver(keep: 'nothing' | 'file and mapping') {
    save.clear()
    if (keep === 'nothing') check.reset()
    else check.uploadNew()
  }

  let body: ReactNode
  if (save.saved) body = <ResultView saved={save.saved} onAnother={() => startOver('nothing')} />
  else if (check.result) {
    const token = check.result.token
    body = (
      <OnboardingPreview
        check={check}
        busy={save.saving}
        onReset={() => startOver('nothing')}
        onUploadNew={() => startOver('file and mapping')}
        savePanel={
          <SavePanel
            valid={check.result.counts.valid}
            errors={check.result.counts.errors}
            hasToken={token !== null}
            ready={save.usable(token)}
            checking={check.checking}
            saving={save.saving}
            onSave={() => save.save(token)}
          />
        }
      />
    )
  } else if (check.checking) body = <CheckingPanel />
  else {
    body = (
      <UploadPanel
        chosen={check.source?.name ?? null}
        mappingKept={check.mapping !== null}
        onFile={(file) => {
          save.clear()
          check.chooseFile(file)
        }}
        onRecheck={check.recheck}
      />
    )
  }

  return (
    <Stack gap="sm" maw={1280}>
      <PageHeader title={ONBOARDING_TITLE} />
      {!check.result && !save.saved && (
        <Text mt={-12} maw={760}>
          {INTRO} {scope === 'admin' ? INTRO_ADMIN : INTRO_SELLER}
        </Text>
      )}
      <ErrorAlert text={save.saved ? null : (check.error ?? save.errorFor(check.result?.token ?? null))} />
      {body}
    </Stack>
  )
}

/** /seller/manajemen-user/import: staff load their own branch's customers. */
export function SellerOnboardingPage() {
  return <OnboardingPage scope="seller" />
}

/** /admin/onboarding: head office loads any branch's, named per row. */
export function AdminOnboardingPage() {
  return <OnboardingPage scope="admin" />
}
