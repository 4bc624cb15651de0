import type { ReactNode } from 'react'
import { PreviewLayout, type StartOverProps } from '#web/components/file-import/preview-layout.tsx'
import type { ImportValidation } from '../hooks/use-import-validation'
import { MappingCard } from './mapping-card'
import { PreviewRows } from './preview-rows'
import { SummaryCard } from './summary-card'

interface ImportPreviewProps extends StartOverProps {
  check: ImportValidation
  importPanel: ReactNode
}

/** The preview state: what was read, the summary, the manual mapping, then the import. */
export function ImportPreview({ check, importPanel, ...startOver }: ImportPreviewProps) {
  const { result } = check
  if (!result) return null
  // pasted lines have no header row to recognise
  const askToMap = check.source?.kind === 'file' && !result.header_found && check.mapping === null
  return (
    <PreviewLayout
      {...startOver}
      checking={check.checking}
      summary={<SummaryCard summary={result.summary} />}
      mapping={
        check.shownMapping && (
          <MappingCard headers={result.headers} askToMap={askToMap} mapping={check.shownMapping} onChange={check.setColumn} />
        )
      }
      rows={<PreviewRows result={result} />}
      action={importPanel}
      actionPlace="last"
      compactOnPhone={false}
    />
  )
}
