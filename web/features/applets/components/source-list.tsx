import { Collapse, Typography } from 'antd'
import type { UsedSource } from '../lib/benchmark-hint.ts'

/** Where the defaults come from: each benchmark figure the tool used, its source and as-of date. */
export function SourceList({ sources }: { sources: UsedSource[] }) {
  if (sources.length === 0) return null
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'sources',
          label: `默认值的数据来源（${sources.length} 项）`,
          children: (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {sources.map((s) => (
                <li key={s.key}>
                  <Typography.Text>{s.label}</Typography.Text>
                  <Typography.Text type="secondary">
                    ：{s.citation}，截至 {s.asOf}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  )
}
