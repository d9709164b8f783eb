import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useState } from 'react'
import { positionings } from '#common/intel'
import type { StudyContent, UpdateStudyBody } from '#common/study/api'
import { maxShortlistBrands } from '#common/study/api'
import { useBrands } from '#web/features/intel/index.ts'
import { segmentLabel } from '../lib/format.ts'
import { shortlistRules } from './shortlist-rules.ts'

type Values = { title: string; segment: StudyContent['segment']; rooms: number; brand_ids: string[] }

/** 修改基本信息: the study's name, segment, rooms and brand shortlist (the figures are recomputed, the text kept). */
export function EditBasicsModal(props: {
  content: StudyContent
  open: boolean
  saving: boolean
  error: string | null
  onClose: () => void
  onSave: (body: UpdateStudyBody) => void
}) {
  const [form] = Form.useForm<Values>()
  const segment = Form.useWatch('segment', form) ?? props.content.segment
  const [search, setSearch] = useState('')
  const brands = useBrands({ q: search || undefined, positioning: search ? undefined : segment, size: 60 })
  // The brands already chosen stay labelled even when the search shows others.
  const options = new Map(props.content.brands.map((b) => [b.id, `${b.name}（${b.group_name}）`]))
  for (const b of brands.data?.items ?? []) options.set(b.id, `${b.name}（${b.group_name}）`)
  return (
    <Modal
      title="修改基本信息"
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存并重新测算"
      cancelText="取消"
      confirmLoading={props.saving}
      destroyOnHidden
    >
      {props.error && <Alert type="error" showIcon title={props.error} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          title: props.content.title,
          segment: props.content.segment,
          rooms: props.content.rooms,
          brand_ids: props.content.brands.map((b) => b.id),
        }}
        onFinish={(values) => props.onSave(values)}
      >
        <Form.Item
          name="title"
          label="研究名称"
          rules={[{ required: true, whitespace: true, message: '请填写研究名称' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="segment" label="酒店档次" rules={[{ required: true, message: '请选择酒店档次' }]}>
          <Select options={positionings.map((p) => ({ value: p, label: segmentLabel(p) }))} />
        </Form.Item>
        <Form.Item name="rooms" label="客房数" rules={[{ required: true, message: '请填写客房数' }]}>
          <InputNumber min={10} max={3000} precision={0} suffix="间" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="brand_ids" label="品牌短名单" extra={`最多 ${maxShortlistBrands} 个`} rules={shortlistRules}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={brands.isFetching}
            placeholder={`${segmentLabel(segment)}品牌，输入名称搜索其他品牌`}
            options={[...options].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
