import type { ReactNode } from 'react'
import { Result, RetryResult } from '#web/components/lazy-result.tsx'
import { ApiError } from '#web/lib/api-client.ts'

/** Why a data page could not be shown: not allowed, not there (drawn by the caller), or failed with a retry. */
export function PageLoadError({
  error,
  notFound,
  onRetry,
}: {
  error: Error
  notFound: ReactNode
  onRetry: () => void
}) {
  if (error instanceof ApiError && error.code === 'forbidden')
    return <Result status="403" title="无权查看此页面" subTitle={error.message} />
  if (error instanceof ApiError && error.code === 'not_found') return notFound
  return <RetryResult status="error" title="页面加载失败" error={error} onRetry={onRetry} />
}
