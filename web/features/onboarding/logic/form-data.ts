// The body of POST /{admin|seller}/onboarding/validate: the file, and the manual column mapping
// once staff have chosen one (without it the server finds the header itself).
import type { FullMapping } from './mapping'

export function buildValidateForm(file: File, mapping: FullMapping | null): FormData {
  const form = new FormData()
  // the mapping first: the server reads fields as they stream in, the file last
  if (mapping) form.append('mapping', JSON.stringify(mapping))
  form.append('file', file, file.name)
  return form
}
