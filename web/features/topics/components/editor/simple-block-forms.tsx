import { Col, Form, Row, Select, Typography } from 'antd'
import { benchmarks } from '#common/benchmarks/benchmarks'
import type { BenchmarkBlock, Block, ReportListBlock } from '#common/content'
import { cityTierLabels, cityTiers } from '#common/intel'
import { ItemListField } from './item-list-field.tsx'
import { TextField } from './text-field.tsx'

type BannerBlock = Extract<Block, { type: 'banner' }>
type FileListBlock = Extract<Block, { type: 'file_list' }>
type ProjectListBlock = Extract<Block, { type: 'project_list' }>
type Props<B> = { block: B; onChange: (next: B) => void }

/** The optional title every list-like block has. */
function TitleField<B extends { title?: string }>({ block, onChange, label = '标题' }: Props<B> & { label?: string }) {
  return (
    <TextField<{ title?: string }>
      block={block}
      name="title"
      label={label}
      onChange={(next) => onChange({ ...block, ...next })}
    />
  )
}

const linkHint = '站内路径（以 / 开头）或 http(s) 地址'

export function BannerBlockForm({ block, onChange }: Props<BannerBlock>) {
  return (
    <Form layout="vertical" component="div">
      <TextField block={block} name="title" label="横幅标题" maxLength={100} onChange={onChange} required />
      <TextField block={block} name="text" label="说明文字" maxLength={300} onChange={onChange} />
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <TextField block={block} name="href" label="点击后打开" extra={linkHint} onChange={onChange} />
        </Col>
        <Col xs={24} md={12}>
          <TextField block={block} name="image_url" label="背景图片地址" extra={linkHint} onChange={onChange} last />
        </Col>
      </Row>
    </Form>
  )
}

export function ReportListBlockForm({ block, onChange }: Props<ReportListBlock>) {
  return (
    <Form layout="vertical" component="div">
      <TitleField block={block} onChange={onChange} />
      <Form.Item label="列出哪些报告">
        <Select
          aria-label="列出哪些报告"
          value={block.source}
          options={[
            { value: 'annual', label: '公司年度报告' },
            { value: 'library', label: '报告库：读者可阅读的全部报告，可按专题和年份筛选' },
          ]}
          onChange={(source: ReportListBlock['source']) => onChange({ ...block, source })}
        />
      </Form.Item>
      <Typography.Text type="secondary">展示时从报告库实时读取，无需逐条填写。</Typography.Text>
    </Form>
  )
}

const figureOptions = [...benchmarks.figures.values()].map((f) => ({
  value: f.key,
  label: `${f.label}（${f.unit}）`,
  key: f.key,
}))

export function BenchmarkBlockForm({ block, onChange }: Props<BenchmarkBlock>) {
  return (
    <Form layout="vertical" component="div">
      <TitleField block={block} onChange={onChange} />
      <Form.Item label="基准指标" extra="按选择的顺序展示；不选则列出基准数据的全部来源。">
        <Select
          mode="multiple"
          aria-label="基准指标"
          value={block.keys}
          options={figureOptions}
          showSearch={{ optionFilterProp: 'label' }}
          maxCount={20}
          onChange={(keys) => onChange({ ...block, keys })}
        />
      </Form.Item>
      <Form.Item label="城市级别" extra="只影响按城市级别区分的指标，默认二线。">
        <Select
          allowClear
          aria-label="城市级别"
          value={block.tier}
          placeholder="二线"
          options={cityTiers.map((t) => ({ value: t, label: cityTierLabels[t] }))}
          onChange={(tier) => onChange({ ...block, tier: tier ?? undefined })}
        />
      </Form.Item>
      <TextField block={block} name="note" label="备注" onChange={onChange} last />
    </Form>
  )
}

const fileFormats = ['pdf', 'xlsx', 'docx', 'pptx', 'png', 'jpg', 'link'] as const
const formatLabels: Record<(typeof fileFormats)[number], string> = {
  pdf: 'PDF',
  xlsx: 'Excel',
  docx: 'Word',
  pptx: 'PPT',
  png: 'PNG 图片',
  jpg: 'JPG 图片',
  link: '链接',
}

export function FileListBlockForm({ block, onChange }: Props<FileListBlock>) {
  return (
    <Form layout="vertical" component="div">
      <TitleField block={block} onChange={onChange} />
      <ItemListField<FileListBlock['files'][number]>
        noun="文件"
        items={block.files}
        max={100}
        fields={[
          { key: 'name', label: '名称' },
          { key: 'href', label: '链接' },
          { key: 'format', label: '格式', options: fileFormats.map((f) => ({ value: f, label: formatLabels[f] })) },
          { key: 'note', label: '说明', optional: true },
        ]}
        newItem={() => ({ name: '', href: '', format: 'pdf' })}
        onChange={(files) => onChange({ ...block, files })}
      />
    </Form>
  )
}

export function ProjectListBlockForm({ block, onChange }: Props<ProjectListBlock>) {
  return (
    <Form layout="vertical" component="div">
      <TitleField block={block} onChange={onChange} />
      <ItemListField<ProjectListBlock['items'][number]>
        noun="项目"
        items={block.items}
        max={200}
        fields={[
          { key: 'name', label: '名称' },
          { key: 'city', label: '城市' },
          { key: 'category', label: '类别' },
          { key: 'stage', label: '阶段' },
          { key: 'summary', label: '简介', optional: true },
          { key: 'href', label: '链接', optional: true },
        ]}
        newItem={() => ({ name: '', city: '', category: '', stage: '' })}
        onChange={(items) => onChange({ ...block, items })}
      />
      <TextField block={block} name="more_href" label="“查看更多”链接" extra={linkHint} onChange={onChange} last />
    </Form>
  )
}
