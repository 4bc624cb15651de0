import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'
import type { ReportWindow } from './queries'

// 'Tanya Part' in the reports (docs/product.md §14.4): of the requests asked in the range, how
// many the branch answered, and the median time from the question to its first answer. A branch
// asks a few dozen a day at most: counted over part_requests itself, its (branch_id, created_at)
// index bounds the read.

export interface AnswerTimeRow {
  asked: number
  answered: number
  /** null when none was answered */
  median_minutes: number | null
}

export interface BranchAnswerTimeRow extends AnswerTimeRow {
  id: number
  code: string
  name: string
}

const figures = sql`count(*)::int as asked, count(r.first_answered_at)::int as answered,
  (percentile_cont(0.5) within group (order by extract(epoch from r.first_answered_at - r.created_at) / 60)
    filter (where r.first_answered_at is not null))::float8 as median_minutes`

const inRange = (scope: ReportScope, window: ReportWindow) => {
  const branch = scope.branchId !== undefined ? sql`r.branch_id = ${scope.branchId}` : sql`true`
  if (scope.branchId === undefined && !scope.everyBranch) throw new Error('answer times need a branch or every branch')
  return sql`${branch} and r.created_at >= ${window.start} and r.created_at < ${window.end}`
}

export async function answerTimes(db: Db, scope: ReportScope, window: ReportWindow): Promise<AnswerTimeRow> {
  const { rows } = await sql<AnswerTimeRow>`select ${figures} from part_requests r where ${inRange(scope, window)}`.execute(db)
  return rows[0]
}

/** Head office: each branch with a request in the range, by code. */
export async function answerTimesPerBranch(db: Db, scope: ReportScope, window: ReportWindow): Promise<BranchAnswerTimeRow[]> {
  const { rows } = await sql<BranchAnswerTimeRow>`
    select b.id, b.code, b.name, ${figures}
    from part_requests r join branches b on b.id = r.branch_id
    where ${inRange(scope, window)}
    group by b.id, b.code, b.name
    order by b.code`.execute(db)
  return rows
}
