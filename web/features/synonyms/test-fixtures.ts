// Rows and answers the synonym page's tests share.
import type { Synonym } from '#common/synonyms.ts'
import type { FakeAnswer } from '#web/test-utils/render.tsx'

export function synonym(id: number, term: string, synonyms: string[], over: Partial<Synonym> = {}): Synonym {
  return { id, term, synonyms, updated_at: '2026-11-20T03:00:00.000Z', updated_by: 'demo.admin', ...over }
}

/** GET /api/admin/synonyms: the page's terms and the count of every term the search finds. */
export const synonymPage = (items: Synonym[], total = items.length): FakeAnswer => ({ status: 200, body: { items, total } })
