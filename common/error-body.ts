import { z } from 'zod'

/** The one error body of every API answer (docs/architecture.md); its codes are common/errors.ts. */
export const errorBodySchema = z.looseObject({
  code: z.string(),
  detail: z.string(),
})
