import { FilePdfOutlined } from '@ant-design/icons'
import { Card, Empty, List, Skeleton, Typography } from 'antd'
import { Link } from 'react-router'
import type { ReportListBlock as Block } from '#common/content'
import { ReportList } from '#web/features/reports/index.ts'
import { useAnnualReports } from '#web/features/topics/api/get-annual-reports.ts'

/**
 * A list of reports read live from the reports module, each opening in the viewer: the firm's annual reports
 * (huameiAnnuals), or the whole report library with its search, topic and year filters.
 */
export function ReportListBlock({ block }: { block: Block }) {
  if (block.source === 'library') {
    return (
      <Card title={block.title ?? '报告库'} size="small">
        <ReportList />
      </Card>
    )
  }
  return <AnnualReports block={block} />
}

function AnnualReports({ block }: { block: Block }) {
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
