import { Alert } from '@mantine/core'
import type { Role } from '#common/roles.ts'
import { reportErrorText } from '../logic/report-messages'

/** The error banner of product.md §8.3 (Reports), for the page and for each tab or modal's own load. */
export function ReportError({ viewer, error }: { viewer: Role; error: unknown }) {
  if (!error) return null
  return (
    <Alert color="red" variant="light" mb="sm" role="alert">
      {reportErrorText(viewer, error)}
    </Alert>
  )
}
