// The writes of 'Tanya Part' (product.md §14.4): ask, answer, reply, close, and the answer into the
// cart. Each answers the request as it stands after, which becomes the one on screen; the lists and
// the navbar's count ask again whatever the answer (a 409 means someone else moved it).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AnswerPartRequest,
  CreatePartRequest,
  PartRequest,
  PartRequestCartResponse,
  ReplyPartRequest,
} from '#common/part-requests.ts'
import { api } from '#web/api/client.ts'
import type { CartHandoff } from '#web/lib/cart-handoff.ts'
import { partRequestKeys } from './keys'

function useRequestWrite<V>(call: (vars: V) => Promise<PartRequest>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (request) => client.setQueryData(partRequestKeys.one(request.id), request),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: partRequestKeys.lists })
      void client.invalidateQueries({ queryKey: partRequestKeys.count })
    },
  })
}

export const useCreatePartRequest = () =>
  useRequestWrite((body: CreatePartRequest) => api.post<PartRequest>('/part-requests', body))

export const useAnswerPartRequest = (id: number) =>
  useRequestWrite((body: AnswerPartRequest) => api.post<PartRequest>(`/part-requests/${id}/answer`, body))

export const useReplyPartRequest = (id: number) =>
  useRequestWrite((body: ReplyPartRequest) => api.post<PartRequest>(`/part-requests/${id}/reply`, body))

export const useClosePartRequest = (id: number) =>
  useRequestWrite((version: number) => api.post<PartRequest>(`/part-requests/${id}/close`, { version }))

/** 'Tambah ke Keranjang': edits of the cart still on their way go first; the cart in the answer becomes the one on screen. */
export function useAddAnswerToCart(id: number, cart: CartHandoff) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (version: number) => {
      await cart.flush()
      return api.post<PartRequestCartResponse>(`/part-requests/${id}/cart`, { version })
    },
    onSuccess: (answer) => {
      cart.take(answer.cart)
      client.setQueryData(partRequestKeys.one(id), answer.request)
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: partRequestKeys.lists })
      void client.invalidateQueries({ queryKey: partRequestKeys.count })
    },
  })
}
