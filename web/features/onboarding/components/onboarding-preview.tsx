import type { ReactNode } from 'react'
import { PreviewLayout, type StartOverProps } from '#web/components/file-import/preview-layout.tsx'
import { CountGrid, SummaryCard } from '#web/components/file-import/summary-card.tsx'
import type { OnboardingCheck } from '../hooks/use-onboarding-check'
import { counterList } from '../logic/counters'
import { MappingCard } from './mapping-card'
import { PreviewRows } from './preview-rows'

interface OnboardingPreviewProps extends StartOverProps {
  check: OnboardingCheck
  savePanel: ReactNode
}

/** The preview state, as the order import lays it out: the rows, the summary, Simpan, the mapping. */
export function OnboardingPreview({ check, savePanel, ...startOver }: OnboardingPreviewProps) {
  const { result, shownMapping } = check
  if (!result) return null
  const askToMap = !result.header_found && check.mapping === null
  const summary = (
    <SummaryCard file={result.file} testId="onboarding-summary">
      <CountGrid counters={counterList(result.counts)} />
    </SummaryCard>
  )
  const mapping = shownMapping && (
    <MappingCard headers={result.headers} askToMap={askToMap} mapping={shownMapping} onChange={check.setColumn} />
  )
  // a file can hold thousands of rows: on a phone the counters and Simpan come before them
  return (
    <PreviewLayout
      {...startOver}
      checking={check.checking}
      summary={summary}
      mapping={mapping}
      rows={<PreviewRows rows={result.rows} />}
      action={savePanel}
      actionPlace="before mapping"
      compactOnPhone
    />
  )
}
