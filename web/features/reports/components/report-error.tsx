import { Result } from '#web/components/lazy-result.tsx'
import { ApiError } from '#web/lib/api-client.ts'

/** What the reader is told when a report cannot be shown. */
export function reportErrorText(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 403) return '没有权限查看此报告'
    if (error.status === 404) return '报告不存在'
    return error.message
  }
  return '报告加载失败，请稍后重试'
}

export function ReportError({ error }: { error: unknown }) {
  const status = error instanceof ApiError && error.status === 403 ? '403' : '404'
  const isAnswer = error instanceof ApiError && (error.status === 403 || error.status === 404)
  return <Result status={isAnswer ? status : 'error'} title={reportErrorText(error)} />
}
