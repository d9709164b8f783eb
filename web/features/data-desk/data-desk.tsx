import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Col,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  type TableProps,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState, useSyncExternalStore } from 'react'
import { sourceKindLabels, sourceKinds } from '#common/benchmarks/schema'
import {
  type DeskSourceView,
  type FigureKind,
  type FigureView,
  figureKindLabels,
  type ProposalView,
  proposalStatusLabels,
} from '#common/data-desk'
import { useFeedback } from '#web/lib/feedback.ts'
import { session } from '#web/lib/session.ts'
import {
  approveProposal,
  exportFigures,
  type FigureFilter,
  importFigures,
  proposeFigure,
  rejectProposal,
  revertProposal,
  useCoverage,
  useDeskMutation,
  useFigure,
  useFigures,
  useProposals,
} from './api.ts'

const areaOptions = [
  { value: 'brands', label: '品牌规模' },
  { value: 'groups', label: '集团规模' },
  { value: 'cities', label: '城市人口与GDP' },
  { value: 'benchmarks', label: '基准数据' },
]
/** The filters that keep only the figures with or without something ('true' / 'false'). */
const yesNoFilters = [
  { key: 'stale', label: '时效', placeholder: '全部时效', yes: '只看较旧', no: '只看现行' },
  { key: 'missing', label: '有无数值', placeholder: '有无数值', yes: '只看缺数', no: '只看有数' },
] as const
const kindLabel = (kind: string) => sourceKindLabels[kind as keyof typeof sourceKindLabels] ?? kind

/** A value as people read it: 2,372 家 / 224,626 间, 典型 650（250–900）元. */
export function valueText(value: Record<string, number | null> | null | undefined, unit: string) {
  if (!value) return '暂无公开数据'
  const n = (v: number | null | undefined) => (v == null ? '—' : v.toLocaleString('zh-CN'))
  if ('hotels' in value || 'rooms' in value) return `${n(value.hotels)} 家 / ${n(value.rooms)} 间`
  if ('typical' in value) {
    const range = value.low != null && value.high != null ? `（${n(value.low)}–${n(value.high)}）` : ''
    return `典型 ${n(value.typical)}${range} ${unit}`
  }
  return `${n(value.value)} ${unit}`
}

/** A button that reads as a link, flush with the text and table cells around it. */
function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" style={{ padding: 0 }} {...props} />
}

function StatusTag({ status }: { status: ProposalView['status'] }) {
  return (
    <Tag color={status === 'pending' ? 'blue' : status === 'approved' ? 'green' : 'red'}>
      {proposalStatusLabels[status]}
    </Tag>
  )
}

function AsOf(props: { asOf: string | null; stale: boolean }) {
  if (!props.asOf) return null
  return (
    <Space size={4}>
      <span>截至 {props.asOf}</span>
      {props.stale && <Tag color="orange">较旧</Tag>}
    </Space>
  )
}

function SourceBlock(props: { source: DeskSourceView | null; asOf: string | null }) {
  const s = props.source
  if (!s) return <Typography.Text type="secondary">无</Typography.Text>
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="来源类型">{kindLabel(s.kind)}</Descriptions.Item>
      <Descriptions.Item label="发布方">{s.publisher}</Descriptions.Item>
      <Descriptions.Item label="标题">{s.title}</Descriptions.Item>
      <Descriptions.Item label="网址">
        {s.url ? (
          <a href={s.url} target="_blank" rel="noreferrer noopener">
            {s.url}
          </a>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="发布日期">{s.published}</Descriptions.Item>
      <Descriptions.Item label="数据所指时期">{props.asOf ?? s.period}</Descriptions.Item>
      <Descriptions.Item label="原文">{s.quote || '（随仓库数据文件导入，未摘录原文）'}</Descriptions.Item>
    </Descriptions>
  )
}

/** Old and new value and source side by side: what a reviewer decides on. */
function Diff(props: { p: ProposalView; unit?: string }) {
  const { p } = props
  const unit = props.unit ?? ''
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Typography.Title level={5}>现值</Typography.Title>
        <Typography.Paragraph strong data-testid="old-value">
          {valueText(p.old_value, unit)} {p.old_as_of && <span>（截至 {p.old_as_of}）</span>}
        </Typography.Paragraph>
        <SourceBlock source={p.old_source} asOf={p.old_as_of} />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={5}>建议值</Typography.Title>
        <Typography.Paragraph strong type="success" data-testid="new-value">
          {valueText(p.new_value, unit)}（截至 {p.new_as_of}）
        </Typography.Paragraph>
        <SourceBlock source={p.new_source} asOf={p.new_as_of} />
      </Col>
    </Row>
  )
}

function ReviewModal(props: { proposal: ProposalView | undefined; onClose: () => void }) {
  const { message } = useFeedback()
  const user = useSyncExternalStore(session.subscribe, session.user)
  const [reason, setReason] = useState('')
  const approve = useDeskMutation(approveProposal)
  const reject = useDeskMutation(rejectProposal)
  const p = props.proposal
  if (!p) return null
  // A hint only (names need not be unique): the server refuses the proposer's own approval with 403.
  const own = !!user && p.proposed_by_name === user.username
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      message.success(done)
      setReason('')
      props.onClose()
    } catch (error) {
      message.error((error as Error).message)
    }
  }
  return (
    <Modal
      open
      width={960}
      title={`审核：${p.label}`}
      onCancel={props.onClose}
      footer={
        p.status === 'pending' ? (
          <Space wrap>
            <Input
              placeholder="驳回理由（驳回时必填）"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              style={{ width: 320 }}
              aria-label="驳回理由"
            />
            <Button
              danger
              disabled={!reason.trim()}
              loading={reject.isPending}
              onClick={() => run(() => reject.mutateAsync({ id: p.id, reason }), '已驳回')}
            >
              驳回
            </Button>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={() => run(() => approve.mutateAsync(p.id), '已通过，新数值已生效')}
            >
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      {own && p.status === 'pending' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="这是您提交的修改，需由另一位研究员或管理员审核"
        />
      )}
      <Typography.Paragraph type="secondary">
        {p.proposed_by_name ?? p.proposed_by} 于 {p.proposed_at.slice(0, 16).replace('T', ' ')} 提交
        {p.note && `；口径：${p.note}`}
        {p.revert_of && '；这是一次撤回'}
      </Typography.Paragraph>
      <Diff p={p} />
      {p.reason && <Alert style={{ marginTop: 12 }} type="warning" message={`驳回理由：${p.reason}`} />}
    </Modal>
  )
}

function proposalColumns(onOpen: (p: ProposalView) => void): ColumnsType<ProposalView> {
  return [
    {
      title: '数据',
      dataIndex: 'label',
      render: (label: string, p) => <LinkButton onClick={() => onOpen(p)}>{label}</LinkButton>,
    },
    { title: '类别', dataIndex: 'kind', width: 110, render: (k: FigureKind) => figureKindLabels[k] },
    { title: '现值', width: 180, render: (_, p) => valueText(p.old_value, '') },
    { title: '建议值', width: 180, render: (_, p) => valueText(p.new_value, '') },
    { title: '来源', render: (_, p) => `${p.new_source.publisher}《${p.new_source.title}》` },
    { title: '提交人', dataIndex: 'proposed_by_name', width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: ProposalView['status']) => <StatusTag status={s} />,
    },
  ]
}

function ProposalsTab(props: { status?: string }) {
  const proposals = useProposals(props.status)
  const [open, setOpen] = useState<ProposalView | undefined>()
  return (
    <>
      <Table<ProposalView>
        rowKey="id"
        size="small"
        loading={proposals.isLoading}
        dataSource={proposals.data ?? []}
        columns={proposalColumns(setOpen)}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 900 }}
        locale={{ emptyText: props.status === 'pending' ? '没有待审核的修改' : '暂无记录' }}
      />
      <ReviewModal proposal={open} onClose={() => setOpen(undefined)} />
    </>
  )
}

function ProposeForm(props: { figure: FigureView; onDone: () => void }) {
  const { message } = useFeedback()
  const [form] = Form.useForm()
  const propose = useDeskMutation(proposeFigure)
  const { figure } = props
  const size = figure.kind === 'brand_size' || figure.kind === 'group_size'
  const row = figure.kind === 'benchmark'
  const submit = async (values: Record<string, unknown>) => {
    const value = size
      ? { hotels: values.hotels ?? null, rooms: values.rooms ?? null }
      : row
        ? { low: values.low ?? null, typical: values.typical, high: values.high ?? null }
        : { value: values.value }
    try {
      await propose.mutateAsync({
        figure: figure.key,
        value,
        note: values.note || undefined,
        source: {
          kind: values.kind,
          publisher: values.publisher,
          title: values.title,
          url: values.url || null,
          published: values.published,
          period: values.period,
          quote: values.quote,
        },
      })
      message.success('已提交，等待另一位研究员或管理员审核')
      form.resetFields()
      props.onDone()
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {}
      form.setFields(
        Object.entries(fields).map(([name, errors]) => ({ name: name.split('.').pop() ?? name, errors: [errors] })),
      )
      message.error((error as Error).message)
    }
  }
  const num = (name: string, label: string, required = false) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <InputNumber style={{ width: '100%' }} min={0} aria-label={label} />
    </Form.Item>
  )
  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label="提出修改">
      <Row gutter={12}>
        {size && (
          <>
            <Col span={12}>{num('hotels', '酒店数（家）')}</Col>
            <Col span={12}>{num('rooms', '客房数（间）')}</Col>
          </>
        )}
        {row && (
          <>
            <Col span={8}>{num('low', '下限')}</Col>
            <Col span={8}>{num('typical', '典型值', true)}</Col>
            <Col span={8}>{num('high', '上限')}</Col>
          </>
        )}
        {!size && !row && <Col span={12}>{num('value', `数值（${figure.unit}）`, true)}</Col>}
      </Row>
      <Form.Item name="note" label="口径说明（所指范围，如 中国大陆、含已签约）">
        <Input maxLength={500} />
      </Form.Item>
      <Typography.Title level={5}>来源（必填）</Typography.Title>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="kind" label="来源类型" rules={[{ required: true, message: '请选择来源类型' }]}>
            <Select
              aria-label="来源类型"
              options={sourceKinds.map((k) => ({ value: k, label: sourceKindLabels[k] }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="publisher" label="发布方" rules={[{ required: true, message: '请填写发布方' }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="url" label="网址（测算假设可不填）">
        <Input placeholder="https://" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="published" label="发布日期" rules={[{ required: true, message: '请填写发布日期' }]}>
            <Input placeholder="2025-03-20" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="period" label="数据所指时期" rules={[{ required: true, message: '请填写数据所指时期' }]}>
            <Input placeholder="2024-12-31、2024 或 2024-Q4" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="quote"
        label="原文语句或表格行"
        rules={[{ required: true, message: '请摘录原文中给出此数字的语句或表格行' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={propose.isPending}>
        提交审核
      </Button>
    </Form>
  )
}

function FigureDrawer(props: { figureKey: string | undefined; onClose: () => void }) {
  const { message } = useFeedback()
  const answer = useFigure(props.figureKey)
  const revert = useDeskMutation(revertProposal)
  const [open, setOpen] = useState<ProposalView | undefined>()
  const f = answer.data?.figure
  return (
    <Drawer open={!!props.figureKey} onClose={props.onClose} width={720} title={f?.label ?? '数据'}>
      {f && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="描述对象">{f.population}</Descriptions.Item>
            <Descriptions.Item label="现值">{valueText(f.value, f.unit)}</Descriptions.Item>
            <Descriptions.Item label="截至">
              <AsOf asOf={f.as_of} stale={f.stale} />
            </Descriptions.Item>
            <Descriptions.Item label="最长有效期">
              {f.max_age_months == null ? '无（法律、标准在废止前一直有效）' : `${f.max_age_months} 个月`}
            </Descriptions.Item>
            {f.note && <Descriptions.Item label="口径">{f.note}</Descriptions.Item>}
          </Descriptions>
          <SourceBlock source={f.source} asOf={f.as_of} />
          <div>
            <Typography.Title level={5}>修改记录</Typography.Title>
            {(answer.data?.history ?? []).length === 0 && (
              <Typography.Text type="secondary">尚无修改；现值来自仓库的数据文件。</Typography.Text>
            )}
            {(answer.data?.history ?? []).map((p) => (
              <Card key={p.id} size="small" style={{ marginBottom: 8 }}>
                <Flex justify="space-between" wrap gap={8}>
                  <span>
                    <StatusTag status={p.status} />
                    {valueText(p.old_value, f.unit)} → {valueText(p.new_value, f.unit)}（截至 {p.new_as_of}）
                  </span>
                  <Space>
                    <LinkButton onClick={() => setOpen(p)}>查看</LinkButton>
                    {p.status === 'approved' && p.old_value && (
                      <LinkButton
                        onClick={async () => {
                          try {
                            await revert.mutateAsync(p.id)
                            message.success('已提交撤回，等待审核')
                          } catch (error) {
                            message.error((error as Error).message)
                          }
                        }}
                      >
                        撤回
                      </LinkButton>
                    )}
                  </Space>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.proposed_by_name} 提交于 {p.proposed_at.slice(0, 10)}；来源：{p.new_source.publisher}《
                  {p.new_source.title}》
                  {p.reviewed_by_name && `；${p.reviewed_by_name} 审核于 ${p.reviewed_at?.slice(0, 10)}`}
                  {p.reason && `；驳回理由：${p.reason}`}
                </Typography.Text>
              </Card>
            ))}
          </div>
          <div>
            <Typography.Title level={5}>提出修改</Typography.Title>
            <ProposeForm figure={f} onDone={() => answer.refetch()} />
          </div>
        </Space>
      )}
      <ReviewModal proposal={open} onClose={() => setOpen(undefined)} />
    </Drawer>
  )
}

function FiguresTab() {
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

/** A small table of the coverage tab, under its caption. */
function CoverageTable<Row extends object>(props: { caption: string } & TableProps<Row>) {
  const { caption, ...table } = props
  return <Table<Row> size="small" pagination={false} title={() => caption} {...table} />
}

function CoverageTab() {
  const coverage = useCoverage()
  const [openKey, setOpenKey] = useState<string | undefined>()
  const c = coverage.data
  if (!c) return null
  /** The figure's name, opening the figure's drawer. */
  const figureColumn = (title: string) => ({
    title,
    dataIndex: 'label',
    render: (label: string, row: { figure: string }) => (
      <LinkButton onClick={() => setOpenKey(row.figure)}>{label}</LinkButton>
    ),
  })
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="有公开规模的品牌" value={c.brands.with_size} suffix={`/ ${c.brands.total}`} />
          <Typography.Text type="secondary">其中现行 {c.brands.current}</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="有中国规模的集团" value={c.groups.with_china_size} suffix={`/ ${c.groups.total}`} />
          <Typography.Text type="secondary">其中现行 {c.groups.current}</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="有人口的城市" value={c.cities.with_population} suffix={`/ ${c.cities.total}`} />
          <Typography.Text type="secondary">
            有 GDP {c.cities.with_gdp}，两者都有 {c.cities.with_both}
          </Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="较旧的数据" value={c.stale} />
          <Typography.Text type="secondary">待审核 {c.pending}</Typography.Text>
        </Col>
      </Row>
      <CoverageTable
        caption="基准数据：有公开来源与测算假设"
        rowKey="area"
        dataSource={c.benchmarks}
        columns={[
          { title: '领域', dataIndex: 'area' },
          { title: '行数', dataIndex: 'rows' },
          { title: '有公开来源', dataIndex: 'published' },
          { title: '测算假设或暂无', dataIndex: 'assumed' },
        ]}
      />
      <CoverageTable
        caption="各领域最旧的数据"
        rowKey="area"
        dataSource={c.oldest}
        columns={[{ title: '领域', dataIndex: 'area' }, figureColumn('数据'), { title: '截至', dataIndex: 'as_of' }]}
      />
      <CoverageTable
        caption="最需补充：样本中酒店最多、尚无公开规模的品牌"
        rowKey="figure"
        dataSource={c.wanted}
        columns={[
          figureColumn('品牌'),
          { title: '集团', dataIndex: 'group' },
          { title: '样本酒店数', dataIndex: 'hotels' },
        ]}
      />
      <FigureDrawer figureKey={openKey} onClose={() => setOpenKey(undefined)} />
    </Space>
  )
}

/** 数据维护: the research desk's queue, figures, history and coverage. */
export function DataDesk() {
  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={3}>数据维护</Typography.Title>
      <Typography.Paragraph type="secondary">
        每项修改须注明来源，并由另一位研究员或管理员审核通过后才会生效；生效后品牌墙、档案和工具立即使用新数据。
      </Typography.Paragraph>
      <Tabs
        items={[
          { key: 'queue', label: '待审核', children: <ProposalsTab status="pending" /> },
          { key: 'figures', label: '全部数据', children: <FiguresTab /> },
          { key: 'coverage', label: '覆盖情况', children: <CoverageTab /> },
          { key: 'history', label: '修改记录', children: <ProposalsTab /> },
        ]}
      />
    </div>
  )
}
