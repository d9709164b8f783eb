import { Alert } from 'antd'

type IgnoredParamsProps = {
  ignored: string[]
  /** Field labels by parameter name (or a function giving one), so the notice names what the reader sees. */
  labels: Record<string, string> | ((key: string) => string)
}

/** Says which parameters of the opened link were unusable and replaced by defaults, so nobody reads a changed case. */
export function IgnoredParams({ ignored, labels }: IgnoredParamsProps) {
  if (ignored.length === 0) return null
  const label = typeof labels === 'function' ? labels : (key: string) => labels[key] ?? key
  const names = ignored.map(label).join('、')
  return <Alert type="warning" showIcon closable title={`链接中的以下参数无效，已按默认值计算：${names}`} />
}
