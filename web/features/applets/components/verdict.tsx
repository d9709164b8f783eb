import { Alert, Typography } from 'antd'

type VerdictProps = { paragraphs: string[]; type?: 'info' | 'warning'; title?: string }

/** The plain-language reading of a result, built and tested in the formula module; one paragraph per point. */
export function Verdict({ paragraphs, type = 'info', title = '结论' }: VerdictProps) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={paragraphs.map((p) => (
        <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
          {p}
        </Typography.Paragraph>
      ))}
    />
  )
}
