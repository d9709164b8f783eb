/** Every figure the desk holds, filtered by area, age and source, with export and import. */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Input, Select, Table, Tag, Upload } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import type { FigureView } from '#common/data-desk'
import { useFeedback } from '#web/lib/feedback.ts'
import { exportFigures, type FigureFilter, importFigures, useFigures } from '../api.ts'
import { AsOf, LinkButton, valueText } from './desk-parts.tsx'
import { FigureDrawer } from './figure-drawer.tsx'

export const areaOptions = [
  { value: 'brands', label: '品牌规模' },
  { value: 'groups', label: '集团规模' },
  { value: 'cities', label: '城市人口与GDP' },
  { value: 'benchmarks', label: '基准数据' },
]
/** The filters that keep only the figures with or without something ('true' / 'false'). */
export const yesNoFilters = [
  { key: 'stale', label: '时效', placeholder: '全部时效', yes: '只看较旧', no: '只看现行' },
  { key: 'missing', label: '有无数值', placeholder: '有无数值', yes: '只看缺数', no: '只看有数' },
] as const
export function FiguresTab() {
  const { message } = useFeedback()
  const [filter, setFilter] = useState<FigureFilter>({ area: 'brands' })
  const [openKey, setOpenKey] = useState<string | undefined>()
  const [importing, setImporting] = useState(false)
  const [issues, setIssues] = useState<{ row: number; column: string; message: string }[]>([])
  const figures = useFigures(filter)
  const columns: ColumnsType<FigureView> = [
    {
      title: '数据',
      dataIndex: 'label',
      render: (l: string, f) => <LinkButton onClick={() => setOpenKey(f.key)}>{l}</LinkButton>,
    },
    { title: '描述对象', dataIndex: 'population', width: 220, ellipsis: true },
    { title: '现值', width: 200, render: (_, f) => valueText(f.value, f.unit) },
    { title: '截至', width: 150, render: (_, f) => <AsOf asOf={f.as_of} stale={f.stale} /> },
    {
      title: '来源',
      ellipsis: true,
      render: (_, f) => (f.source ? `${f.source.publisher}《${f.source.title}》` : '—'),
    },
    {
      title: '待审核',
      dataIndex: 'pending',
      width: 80,
      render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : null),
    },
  ]
  const upload = async (file: File) => {
    setImporting(true)
    try {
      const answer = await importFigures(file)
      setIssues(answer.issues)
      if (answer.issues.length > 0) message.error(`有 ${answer.issues.length} 处问题，未导入任何修改`)
      else message.success(`已导入 ${answer.created} 条修改建议，等待审核`)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setImporting(false)
    }
  }
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="类别"
          style={{ width: 160 }}
          value={filter.area}
          options={areaOptions}
          onChange={(area) => setFilter((f) => ({ ...f, area }))}
        />
        <Input.Search
          aria-label="搜索数据"
          placeholder="搜索品牌、集团、城市或指标"
          allowClear
          style={{ width: 240 }}
          onSearch={(q) => setFilter((f) => ({ ...f, q: q || undefined }))}
        />
        {yesNoFilters.map((one) => (
          <Select
            key={one.key}
            aria-label={one.label}
            style={{ width: 140 }}
            allowClear
            placeholder={one.placeholder}
            value={filter[one.key]}
            options={[
              { value: 'true', label: one.yes },
              { value: 'false', label: one.no },
            ]}
            onChange={(value) => setFilter((f) => ({ ...f, [one.key]: value }))}
          />
        ))}
        <Button
          icon={<DownloadOutlined />}
          onClick={() => exportFigures(filter).catch((e: Error) => message.error(e.message))}
        >
          导出 Excel（含来源）
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file)
            return false
          }}
        >
          <Button icon={<UploadOutlined />} loading={importing}>
            从 Excel 导入修改
          </Button>
        </Upload>
      </Flex>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setIssues([])}
          style={{ marginBottom: 12 }}
          message="导入未完成：以下各行有问题，请改正后重新导入"
          description={
            <ul style={{ margin: 0 }}>
              {issues.slice(0, 50).map((i) => (
                <li key={`${i.row}-${i.column}`}>
                  第 {i.row} 行「{i.column}」：{i.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Table<FigureView>
        rowKey="key"
        size="small"
        loading={figures.isLoading}
        dataSource={figures.data ?? []}
        columns={columns}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        scroll={{ x: 1000 }}
      />
      <FigureDrawer figureKey={openKey} onClose={() => setOpenKey(undefined)} />
    </>
  )
}
