import { onlineManager, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

// One client for the whole app, so logout (outside React) can clear every cached answer.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not heal by asking again; slow mobile networks deserve one more try otherwise.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
})

// TanStack Query starts out believing it is online and learns only from later online/offline
// events; a page opened without a network (from the service worker) must start paused instead,
// so its calls wait and run when the network returns rather than failing at once.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
