import { Progress } from 'antd'

/** done/total as a bar with the count, used on the hub and the checklist. */
export function ChecklistProgress({ done, total, size }: { done: number; total: number; size?: 'small' }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  return (
    <Progress
      percent={percent}
      size={size}
      status={percent === 100 ? 'success' : 'active'}
      format={() => `${done}/${total}`}
      aria-label={`已完成 ${done} 项，共 ${total} 项`}
    />
  )
}
