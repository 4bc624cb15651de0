import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireBranch } from '#server/http/guards.ts'
import { defineFeature } from '#server/lib/feature.ts'

// The worked example of docs/adding-a-feature.md, built by server/feature-guide.test.ts: 'Memo
// Cabang', how many order changes a branch's staff have seen since the instance started. Small,
// but it has each part a feature has: what it needs (the order events), what it gives (its
// counter, to features after it), a reaction to an order's change, and a guarded route.

export const memoAnswerSchema = z.object({ changes_seen: z.number().int() })

/** What the feature gives: its counts per branch. */
export class MemoCounter {
  private readonly counts = new Map<number, number>()
  add(branchId: number): void {
    this.counts.set(branchId, (this.counts.get(branchId) ?? 0) + 1)
  }
  of(branchId: number): number {
    return this.counts.get(branchId) ?? 0
  }
}

declare module '#server/lib/feature.ts' {
  interface Services {
    /** the worked example's counter (server/test/memo-feature) */
    memo: MemoCounter
  }
}

async function memoRoutes(app: FastifyInstance, memo: MemoCounter): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/api/seller/memo', { schema: { response: { 200: memoAnswerSchema } } }, async (request) => {
    const session = requireBranch(request)
    return { changes_seen: memo.of(session.branch.id) }
  })
}

export const memoFeature = defineFeature({
  name: 'memo',
  needs: ['orderEvents'],
  gives: ['memo'],
  build(_platform, { orderEvents }) {
    const memo = new MemoCounter()
    orderEvents.afterCommit('memo', (change) => memo.add(change.branch_id))
    return { gives: { memo }, routes: (app) => memoRoutes(app, memo) }
  },
})
