// POST /api/backorders/actions/batal: the chosen lines given up; staff must say why.
import { useMutation } from '@tanstack/react-query'
import type { BatalSisaRequest, BatalSisaResponse } from '#common/backorders.ts'
import { api } from '#web/api/client.ts'

const batalSisa = (body: BatalSisaRequest) => api.post<BatalSisaResponse>('/backorders/actions/batal', body)

export const useBatalSisa = () => useMutation({ mutationFn: batalSisa })
