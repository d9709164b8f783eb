import { Alert, Typography } from 'antd'

/** The plain-language reading of a result, built and tested in the formula module; one paragraph per point. */
export function Verdict({ paragraphs, type = 'info' }: { paragraphs: string[]; type?: 'info' | 'warning' }) {
  return (
    <Alert
      type={type}
      showIcon
      title="结论"
      description={paragraphs.map((p) => (
        <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
          {p}
        </Typography.Paragraph>
      ))}
    />
  )
}
