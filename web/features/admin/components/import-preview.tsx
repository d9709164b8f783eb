import { Alert, Flex, Switch, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import type { ImportIssue, ImportPreview, ImportRow } from '#common/admin-schemas'
import { orgKindLabel, userTypeLabel } from '../labels.ts'

const BAD_ROW_STYLE = { background: 'rgba(212, 40, 45, 0.16)' }

/** The parsed sheet: every row, bad ones highlighted with the reason next to the column that is wrong. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const issuesByRow = useMemo(() => {
    const map = new Map<number, ImportIssue[]>()
    for (const issue of preview.issues) map.set(issue.row, [...(map.get(issue.row) ?? []), issue])
    return map
  }, [preview.issues])
  const badRows = issuesByRow.size
  const [onlyBad, setOnlyBad] = useState(badRows > 0)
  const rows = onlyBad ? preview.rows.filter((r) => issuesByRow.has(r.row)) : preview.rows

  const columns: ColumnsType<ImportRow> = [
    { title: '行号', dataIndex: 'row', width: 64 },
    ...(preview.mode === 'update'
      ? [
          {
            title: '处理',
            key: 'action',
            width: 150,
            render: (_: unknown, row: ImportRow) => <ActionCell row={row} />,
          },
        ]
      : []),
    { title: '用户名', dataIndex: 'username', width: 110 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '用户类型',
      dataIndex: 'user_type',
      width: 100,
      render: (t: string | null) => (t ? userTypeLabel(t) : '—'),
    },
    {
      title: '多重身份',
      dataIndex: 'user_type_multi',
      width: 140,
      render: (kinds: string[]) => kinds.map((k) => <Tag key={k}>{orgKindLabel(k)}</Tag>),
    },
    { title: '所属机构', dataIndex: 'organization_name', width: 160, render: (n: string | null) => n ?? '—' },
    { title: '管理员', dataIndex: 'admin', width: 72, render: (a: boolean) => (a ? '是' : '否') },
    {
      title: '问题',
      key: 'issues',
      width: 260,
      render: (_, row) =>
        issuesByRow.get(row.row)?.map((issue) => (
          <div key={`${issue.column}-${issue.message}`}>
            <Typography.Text type="danger">
              {issue.column}：{issue.message}
            </Typography.Text>
          </div>
        )) ?? <Typography.Text type="success">可导入</Typography.Text>,
    },
  ]

  return (
    <Flex vertical gap={12}>
      {badRows > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`共 ${preview.total} 行，其中 ${badRows} 行有误`}
          description="有误时不会导入任何用户。请在 Excel 中修正标红的行后重新上传。"
        />
      ) : (
        <Alert type="success" showIcon title={summary(preview)} />
      )}
      {badRows > 0 ? (
        <Flex gap={8} align="center">
          <Switch size="small" checked={onlyBad} onChange={setOnlyBad} aria-label="只看有误的行" />
          <span>只看有误的行</span>
        </Flex>
      ) : null}
      <Table<ImportRow>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1040, y: 360 }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        onRow={(row) => (issuesByRow.has(row.row) ? ({ style: BAD_ROW_STYLE, 'data-bad-row': 'true' } as object) : {})}
      />
    </Flex>
  )
}

const actionTags = { create: ['green', '新增'], update: ['gold', '更新'], unchanged: ['default', '无变化'] } as const

/** In update mode: what committing does with the row, and which columns change. */
function ActionCell({ row }: { row: ImportRow }) {
  const [color, label] = actionTags[row.action]
  return (
    <>
      <Tag color={color}>{label}</Tag>
      {row.changes.length > 0 && <Typography.Text type="secondary">{row.changes.join('、')}</Typography.Text>}
    </>
  )
}

function summary(preview: ImportPreview) {
  if (preview.mode === 'create') return `共 ${preview.total} 行，全部可以导入`
  const n = (action: ImportRow['action']) => preview.rows.filter((r) => r.action === action).length
  return `共 ${preview.total} 行：新增 ${n('create')}，更新 ${n('update')}，无变化 ${n('unchanged')}`
}
