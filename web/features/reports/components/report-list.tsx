import { FilePdfOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Alert, Empty, Input, List, Select, Space, Spin, Tag, Typography } from 'antd'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useTopics } from '#web/features/topics/index.ts'
import { type ReportFilters, reportsQuery } from '../api/reports.ts'
import { ReportDownloads } from './report-downloads.tsx'

const currentYear = new Date().getFullYear()
const yearOptions = Array.from({ length: 12 }, (_, i) => String(currentYear - i)).map((y) => ({
  value: y,
  label: `${y} 年`,
}))

/**
 * A list of the reports the user may read, each opening /report-viewer. `annual` shows the firm's annual
 * reports only (the huameiAnnuals list); `topic` limits it to one topic.
 */
export function ReportList({ annual, topic }: { annual?: boolean; topic?: string }) {
  const [params, setParams] = useSearchParams()
  const filters: ReportFilters = {
    annual: annual || params.get('annual') === '1',
    topic: topic ?? params.get('topic') ?? undefined,
    year: params.get('year') ?? undefined,
    q: params.get('q') ?? undefined,
  }
  const reports = useQuery(reportsQuery(filters))
  const topics = useTopics()
  const topicTitle = new Map((topics.data ?? []).map((t) => [t.key, t.title]))
  const topicOptions = (topics.data ?? []).map((t) => ({ value: t.key, label: t.title }))
  const setFilter = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="搜索报告标题或摘要"
          defaultValue={filters.q}
          onSearch={(value) => setFilter('q', value.trim() || undefined)}
          style={{ width: 280 }}
          aria-label="搜索报告"
        />
        {topic === undefined && (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部专题"
            value={filters.topic}
            options={topicOptions}
            onChange={(value?: string) => setFilter('topic', value)}
            style={{ width: 180 }}
            aria-label="专题"
          />
        )}
        <Select
          allowClear
          placeholder="全部年份"
          value={filters.year}
          options={yearOptions}
          onChange={(value?: string) => setFilter('year', value)}
          style={{ width: 140 }}
          aria-label="年份"
        />
      </Space>
      {reports.isPending ? (
        <Spin tip="正在加载报告…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : reports.isError ? (
        <Alert type="error" showIcon message="报告列表加载失败" description={reports.error.message} />
      ) : reports.data.length === 0 ? (
        <Empty description={filters.annual ? '暂无年度报告' : '暂无报告'} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={reports.data}
          renderItem={(report) => (
            <List.Item key={report.id}>
              <List.Item.Meta
                avatar={<FilePdfOutlined style={{ fontSize: 28, color: '#d4282d' }} />}
                title={<Link to={`/report-viewer?id=${encodeURIComponent(report.id)}`}>{report.title}</Link>}
                description={
                  <Space size={4} wrap>
                    <Tag>{report.year} 年</Tag>
                    {report.topic ? <Tag color="blue">{topicTitle.get(report.topic) ?? report.topic}</Tag> : null}
                    {report.is_annual ? <Tag color="red">年度报告</Tag> : null}
                    <Typography.Text type="secondary">{formatSize(report.file_size)}</Typography.Text>
                  </Space>
                }
              />
              {report.summary ? <Typography.Paragraph type="secondary">{report.summary}</Typography.Paragraph> : null}
              {report.word_size != null && <ReportDownloads id={report.id} title={report.title} />}
            </List.Item>
          )}
        />
      )}
    </Space>
  )
}

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** Route component: the report library, filtered by the URL (`?annual=1&topic=&year=&q=`), or the annual reports. */
export function Component() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  // Mounted at a huameiAnnuals path it lists the annual reports whatever the query says.
  const annual = pathname.endsWith('/huameiAnnuals') || params.get('annual') === '1'
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{annual ? '年度报告' : '报告库'}</Typography.Title>
      <ReportList annual={annual} />
    </div>
  )
}
