import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { StudyListRow } from '#common/study/api'
import { QueryState } from '#web/components/query-state.tsx'
import { useStudyList } from './api/studies.ts'
import { CreateStudyDrawer } from './components/create-study-drawer.tsx'
import { VersionDownloads } from './components/version-downloads.tsx'
import { segmentLabel, when } from './lib/format.ts'

export const studyLink = (projectId: string, studyId: string, version?: number) =>
  `/collabPage?project=${encodeURIComponent(projectId)}&study=${encodeURIComponent(studyId)}${version ? `&version=${version}` : ''}`

/**
 * The project's 可行性研究 tab: staff list every study and create one; the project's client sees the published
 * versions only, each with 下载 Word / 下载 PDF.
 */
export function StudiesSection({ projectId }: { projectId: string }) {
  const list = useStudyList(projectId)
  const [creating, setCreating] = useState(false)
  const navigate = useNavigate()
  const canEdit = list.data?.canEdit ?? false
  const rows = list.data?.rows ?? []

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {canEdit
            ? '市场调研与可行性研究报告：供给普查、竞争组合、供需与渗透率预测、财务测算与成稿，发布后客户可下载。'
            : '顾问团队发布的市场调研与可行性研究报告。'}
        </Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建研究
          </Button>
        )}
      </Flex>
      <QueryState
        query={list}
        empty={rows.length === 0}
        emptyText={canEdit ? '还没有可行性研究。点击“新建研究”，选择地块、档次和客房数开始。' : '暂无已发布的研究报告'}
      >
        {canEdit ? <StaffTable projectId={projectId} rows={rows} /> : <ClientList projectId={projectId} rows={rows} />}
      </QueryState>
      {canEdit && (
        <CreateStudyDrawer
          projectId={projectId}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(studyId) => {
            setCreating(false)
            navigate(studyLink(projectId, studyId))
          }}
        />
      )}
    </Flex>
  )
}

function StaffTable({ projectId, rows }: { projectId: string; rows: StudyListRow[] }) {
  return (
    <Table<StudyListRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 720 }}
      columns={[
        {
          title: '研究',
          render: (_, row) => (
            <Link to={studyLink(projectId, row.id)}>
              <FileSearchOutlined /> {row.title}
            </Link>
          ),
        },
        { title: '地块', dataIndex: 'site_name' },
        { title: '档次', render: (_, row) => segmentLabel(row.segment), width: 90 },
        { title: '客房', render: (_, row) => `${row.rooms} 间`, width: 80 },
        {
          title: '已发布',
          width: 120,
          render: (_, row) => {
            const latest = row.versions.at(-1)
            return latest ? <Tag color="green">第 {latest.number} 版</Tag> : <Tag>草稿</Tag>
          },
        },
        { title: '更新于', render: (_, row) => when(row.updated_at), width: 150 },
      ]}
    />
  )
}

function ClientList({ projectId, rows }: { projectId: string; rows: StudyListRow[] }) {
  const published = rows.filter((row) => row.versions.length > 0)
  if (published.length === 0) return <Empty description="暂无已发布的研究报告" />
  return (
    <Flex vertical gap={16}>
      {published.map((row) => (
        <div key={row.id}>
          <Typography.Title level={5} style={{ marginBottom: 8 }}>
            {row.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {row.site_name} · {segmentLabel(row.segment)} · {row.rooms} 间
          </Typography.Text>
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            {[...row.versions].reverse().map((version) => (
              <Flex key={version.number} gap={12} align="center" wrap>
                <Link to={studyLink(projectId, row.id, version.number)}>第 {version.number} 版</Link>
                <Typography.Text type="secondary">发布于 {when(version.published_at)}</Typography.Text>
                <VersionDownloads projectId={projectId} studyId={row.id} title={row.title} version={version} />
              </Flex>
            ))}
          </Flex>
        </div>
      ))}
    </Flex>
  )
}
