import { QueryClient } from '@tanstack/react-query'
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
