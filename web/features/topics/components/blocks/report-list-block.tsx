import { FilePdfOutlined } from '@ant-design/icons'
import { Card, Empty, List, Skeleton, Typography } from 'antd'
import { Link } from 'react-router'
import type { ReportListBlock as Block } from '../../../../../common/content.ts'
import { useAnnualReports } from '../../api/get-annual-reports.ts'

/** The firm's annual reports, read live from the reports module (huameiAnnuals), each opening in the viewer. */
export function ReportListBlock({ block }: { block: Block }) {
  const reports = useAnnualReports()
  return (
    <Card title={block.title ?? '年度报告'} size="small">
      {reports.isPending ? (
        <Skeleton active />
      ) : reports.error ? (
        <Typography.Text type="danger">{reports.error.message}</Typography.Text>
      ) : reports.data.length === 0 ? (
        <Empty description="暂无可阅读的年度报告" />
      ) : (
        <List
          dataSource={reports.data}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <List.Item.Meta
                avatar={<FilePdfOutlined aria-hidden />}
                title={<Link to={`/report-viewer?id=${encodeURIComponent(r.id)}`}>{r.title}</Link>}
                description={`${r.year} 年 · ${r.summary}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
