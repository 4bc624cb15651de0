// The navbar's count beside 'Tanya Part': staff, the branch's requests waiting (Baru); buyers, their
// store's answered ones (Dijawab). Nothing when none waits or the count cannot be read.
import { usePartRequestCount } from '../api/read'

export interface RequestBadge {
  text: string
  label: string
  color: string
}

export function useRequestBadge(side: 'user' | 'seller'): RequestBadge | null {
  const count = usePartRequestCount()
  const waiting = count.data?.waiting ?? 0
  if (count.isError || waiting === 0) return null
  return {
    text: waiting > 99 ? '99+' : String(waiting),
    label: side === 'seller' ? `${waiting} permintaan baru` : `${waiting} permintaan dijawab`,
    color: side === 'seller' ? 'orange' : 'teal',
  }
}
