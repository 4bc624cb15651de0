// POST /api/backorders/actions/pesan: the buyer's chosen lines become one new Estimasi.
import { useMutation } from '@tanstack/react-query'
import type { PesanSisaRequest, PesanSisaResponse } from '#common/backorders.ts'
import { api } from '#web/api/client.ts'

function pesanSisa(ids: number[]): Promise<PesanSisaResponse> {
  const body: PesanSisaRequest = { ids }
  return api.post<PesanSisaResponse>('/backorders/actions/pesan', body)
}

export const usePesanSisa = () => useMutation({ mutationFn: pesanSisa })
