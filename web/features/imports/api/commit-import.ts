// POST /orders/import/commit (SPEC §7): the checked lines become one estimate.
import { api } from '../../../api/client'

export interface CommitAnswer {
  order_id: number
  no_transaksi: string
}

export function commitImport(token: string, noteUser: string): Promise<CommitAnswer> {
  return api.post<CommitAnswer>('/orders/import/commit', { token, note_user: noteUser })
}
