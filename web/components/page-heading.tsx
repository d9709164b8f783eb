import { Typography } from 'antd'

/** A hub page's heading: the title and one line saying what the page is for. */
export function PageHeading({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </div>
  )
}
