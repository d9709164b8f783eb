import { Alert, Button } from 'antd'

/** A part of a page whose data could not be loaded: what failed and the reason, with 重试 beside them if given. */
export function RetryAlert(props: { title: string; error: Error; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={props.title}
      description={props.error.message}
      action={
        props.onRetry && (
          <Button size="small" onClick={props.onRetry}>
            重试
          </Button>
        )
      }
    />
  )
}
