import { Button, type ResultProps } from 'antd'
import { lazy, Suspense } from 'react'

// antd's Result carries its large status illustrations: pages that only may show it (errors, refusals) load it
// when they do.
const LazyResult = lazy(() => import('antd/es/result/index.js'))

/** antd's Result, downloaded the first time one is drawn. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  )
}

/** A page whose data could not be loaded: what failed, the reason, and 重试. */
export function RetryResult(props: { status: 'error' | 'warning'; title: string; error: Error; onRetry: () => void }) {
  return (
    <Result
      status={props.status}
      title={props.title}
      subTitle={props.error.message}
      extra={<Button onClick={props.onRetry}>重试</Button>}
    />
  )
}
