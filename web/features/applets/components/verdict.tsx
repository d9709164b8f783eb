import { Alert, Typography } from 'antd'

/** The plain-language reading of a result, built and tested in the formula module; one paragraph per point. */
export function Verdict({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Alert
      type="info"
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
