import { QueryClient } from '@tanstack/react-query'
import { retryUnlessClientError } from './api-client.ts'

/** The app's one query cache: the providers render with it, and the start-up preload fills it (app/preload.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false } },
})
