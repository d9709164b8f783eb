import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Card, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import type { ProcurementCategory } from '#common/procurement'
import type { NewLine, Product, RequestDetail } from '#common/procurement-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useProducts } from '../api/catalog.ts'
import { useCreateRequest, useUpdateRequest } from '../api/requests.ts'
import { categoryOptions, money } from './labels.tsx'

type LineValues = {
  product_id?: string
  name?: string
  category?: ProcurementCategory
  spec?: string
  unit?: string
  quantity?: number
  unit_price?: number
}
type Values = { title: string; needed_by?: { format: (f: string) => string }; items: LineValues[] }

/** One key per opened form: repeats of the same submission (double click, retry) create one request. */
const newKey = () => `req-${crypto.randomUUID()}`

/**
 * A purchase request: lines picked from the catalogue (price filled in, editable) or typed freely. New, or a
 * draft being changed (`editing`), which saves over the draft.
 */
export function RequestForm(props: {
  projectId: string
  open: boolean
  editing?: RequestDetail
  onClose: () => void
  onCreated: (detail: RequestDetail) => void
}) {
  const { projectId, open, editing, onClose, onCreated } = props
  const { message } = useFeedback()
  const [form] = Form.useForm<Values>()
  const [key, setKey] = useState(newKey)
  const products = useProducts({}, open)
  const create = useCreateRequest(projectId)
  const update = useUpdateRequest(editing?.request.id ?? '')
  const saving = create.isPending || update.isPending
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]))
  const lines = Form.useWatch('items', form) ?? []
  const total = lines.reduce((sum, l) => sum + (l?.quantity ?? 0) * (l?.unit_price ?? 0), 0)

  const pick = (index: number, product?: Product) => {
    const items = [...(form.getFieldValue('items') as LineValues[])]
    items[index] = product
      ? {
          ...items[index],
          product_id: product.id,
          name: product.name,
          category: product.category,
          spec: product.spec,
          unit: product.unit,
          unit_price: product.unit_price,
        }
      : { ...items[index], product_id: undefined }
    form.setFieldValue('items', items)
    // Fields the catalogue just filled were perhaps red from an earlier save: check them again so they clear.
    if (product) {
      const filled = ['name', 'category', 'unit', 'unit_price'].map((f) => ['items', index, f])
      form.validateFields(filled).catch(() => undefined)
    }
  }

  const submit = (values: Values) => {
    const items: NewLine[] = values.items.map((l) =>
      l.product_id
        ? { product_id: l.product_id, quantity: l.quantity ?? 0, unit_price: l.unit_price, spec: l.spec }
        : {
            product_id: null,
            name: l.name,
            category: l.category,
            spec: l.spec ?? '',
            unit: l.unit,
            quantity: l.quantity ?? 0,
            unit_price: l.unit_price,
          },
    )
    const input = { title: values.title, needed_by: values.needed_by?.format('YYYY-MM-DD') ?? null, items }
    if (editing) {
      update.mutate(input, {
        onSuccess: (detail) => {
          message.success('草稿已修改')
          onCreated(detail)
        },
        onError: (error) => message.error(error.message),
      })
      return
    }
    create.mutate(
      { input, key },
      {
        onSuccess: (detail) => {
          message.success('采购申请已创建（草稿），确认无误后请提交审批')
          form.resetFields()
          setKey(newKey())
          onCreated(detail)
        },
        onError: (error) => message.error(error.message),
      },
    )
  }

  return (
    <Drawer
      open={open}
      title={editing ? `修改草稿：${editing.request.title}` : '新建采购申请'}
      size="min(720px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          保存草稿
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        name="purchase-request"
        initialValues={editing ? valuesOf(editing) : { items: [{ quantity: 1 }] }}
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label="申请标题"
          rules={[{ required: true, whitespace: true, message: '请填写申请标题' }, { max: 100 }]}
        >
          <Input placeholder="例如：行政楼层客房布草补充" />
        </Form.Item>
        <Form.Item name="needed_by" label="需求日期">
          <DatePicker style={{ width: '100%' }} placeholder="选择到货需求日期" />
        </Form.Item>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {fields.map((field, index) => {
                const line = lines[index]
                const fromCatalogue = Boolean(line?.product_id)
                return (
                  <Card
                    key={field.key}
                    size="small"
                    title={`明细 ${index + 1}`}
                    extra={
                      fields.length > 1 && (
                        <Button
                          type="text"
                          aria-label={`删除明细 ${index + 1}`}
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      )
                    }
                  >
                    <Form.Item name={[field.name, 'product_id']} label="从目录选择（不选则自由填写）">
                      <Select
                        showSearch
                        allowClear
                        aria-label={`目录产品 ${index + 1}`}
                        placeholder="搜索目录产品"
                        optionFilterProp="label"
                        loading={products.isPending}
                        options={(products.data ?? []).map((p) => ({
                          value: p.id,
                          label: `${p.name} · ${p.spec.slice(0, 24)} · ${money(p.unit_price)}/${p.unit}`,
                        }))}
                        onChange={(id?: string) => pick(index, id ? byId.get(id) : undefined)}
                      />
                    </Form.Item>
                    <Space wrap style={{ width: '100%' }} align="start">
                      <Form.Item
                        name={[field.name, 'name']}
                        label="品名"
                        rules={[{ required: true, whitespace: true, message: '请填写品名' }]}
                      >
                        <Input disabled={fromCatalogue} aria-label={`品名 ${index + 1}`} style={{ width: 200 }} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'category']}
                        label="类别"
                        rules={[{ required: true, message: '请选择类别' }]}
                      >
                        <Select
                          disabled={fromCatalogue}
                          aria-label={`类别 ${index + 1}`}
                          options={categoryOptions}
                          style={{ width: 170 }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'unit']}
                        label="单位"
                        rules={[{ required: true, whitespace: true, message: '请填写单位' }]}
                      >
                        <Input disabled={fromCatalogue} aria-label={`单位 ${index + 1}`} style={{ width: 70 }} />
                      </Form.Item>
                    </Space>
                    <Form.Item name={[field.name, 'spec']} label="规格">
                      <Input aria-label={`规格 ${index + 1}`} />
                    </Form.Item>
                    <Space wrap align="start">
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label="数量"
                        rules={[{ required: true, message: '请填写数量' }]}
                      >
                        <InputNumber
                          aria-label={`数量 ${index + 1}`}
                          min={1}
                          max={1_000_000}
                          precision={0}
                          style={{ width: 120 }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'unit_price']}
                        label="单价（元）"
                        rules={[{ required: true, message: '请填写单价' }]}
                      >
                        <InputNumber
                          aria-label={`单价 ${index + 1}`}
                          min={0}
                          max={10_000_000}
                          precision={2}
                          style={{ width: 150 }}
                        />
                      </Form.Item>
                      <Form.Item label="金额">
                        <Typography.Text strong>
                          {money((line?.quantity ?? 0) * (line?.unit_price ?? 0))}
                        </Typography.Text>
                      </Form.Item>
                    </Space>
                  </Card>
                )
              })}
              <Button
                block
                icon={<PlusOutlined />}
                onClick={() => add({ quantity: 1 })}
                disabled={fields.length >= 200}
              >
                添加明细
              </Button>
              <Typography.Text strong style={{ fontSize: 16 }}>
                合计：{money(total)}
              </Typography.Text>
            </Space>
          )}
        </Form.List>
      </Form>
    </Drawer>
  )
}

/** A saved request as the form's values. */
function valuesOf(detail: RequestDetail): Values {
  return {
    title: detail.request.title,
    needed_by: detail.request.needed_by ? dayjs(detail.request.needed_by) : undefined,
    items: detail.items.map((i) => ({
      product_id: i.product_id ?? undefined,
      name: i.name,
      category: i.category,
      spec: i.spec,
      unit: i.unit,
      quantity: i.quantity,
      unit_price: i.unit_price,
    })),
  }
}
