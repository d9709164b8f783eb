/** The assumptions that are lists: the ramp-up years and the induced-demand projects. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, InputNumber, Select, Space, Typography } from 'antd'
import { marketSegmentLabels, marketSegments } from '#common/study/schemas'
import { type Flag, SourceField } from './sourced-fields.tsx'

/** The ramp: penetration in operating years 1..n as % of the stabilized one, with one source for the path. */
export function RampField({ flags, editable }: { flags: Flag[]; editable: boolean }) {
  const rampFlags = flags.filter((f) => f.field.startsWith('penetrationRamp'))
  return (
    <Form.Item
      label="开业爬坡（各年渗透率占稳定期的比例）"
      validateStatus={rampFlags.length ? 'warning' : undefined}
      help={rampFlags.map((f) => f.message).join('；') || undefined}
    >
      <Form.List name={['penetrationRamp', 'value']}>
        {(fields, { add, remove }) => (
          <Flex gap={8} wrap align="center">
            {fields.map((field, i) => (
              <Space.Compact key={field.key}>
                <Form.Item noStyle name={field.name} rules={[{ required: true, message: '请填写爬坡系数' }]}>
                  <InputNumber
                    aria-label={`第 ${i + 1} 年`}
                    prefix={`第${i + 1}年`}
                    suffix="%"
                    style={{ width: 140 }}
                  />
                </Form.Item>
                {editable && i === fields.length - 1 && (
                  <Button icon={<DeleteOutlined />} aria-label="删除最后一年" onClick={() => remove(field.name)} />
                )}
              </Space.Compact>
            ))}
            {editable && fields.length < 10 && (
              <Button icon={<PlusOutlined />} onClick={() => add(100)}>
                加一年
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
      <Form.Item noStyle name={['penetrationRamp', 'source']}>
        <SourceField disabled={!editable} />
      </Form.Item>
    </Form.Item>
  )
}

/** Induced demand: room-nights a named generator (a convention centre, an office park) brings from a year on. */
export function InducedList({ editable }: { editable: boolean }) {
  return (
    <Form.List name={['latentDemand', 'induced']}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text>诱发需求（新增需求源带来的间夜）</Typography.Text>
          {fields.length === 0 && <Typography.Text type="secondary">未计入诱发需求。</Typography.Text>}
          {fields.map((field) => (
            <Flex key={field.key} gap={8} wrap align="center">
              <Form.Item
                noStyle
                name={[field.name, 'value', 'label']}
                rules={[{ required: true, message: '请填写新增需求的来源项目' }]}
              >
                <Input placeholder="需求源，如：国际会展中心" style={{ width: 200 }} aria-label="需求源" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'segment']}>
                <Select
                  style={{ width: 130 }}
                  aria-label="细分市场"
                  options={marketSegments.map((s) => ({ value: s, label: marketSegmentLabels[s] }))}
                />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'roomNights']} rules={[{ required: true }]}>
                <InputNumber suffix="间夜/年" style={{ width: 150 }} aria-label="新增间夜" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'startYear']} rules={[{ required: true }]}>
                <InputNumber prefix="自" suffix="年" precision={0} style={{ width: 120 }} aria-label="起始年份" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'source']}>
                <SourceField disabled={!editable} />
              </Form.Item>
              {editable && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          {editable && fields.length < 20 && (
            <Button
              icon={<PlusOutlined />}
              style={{ width: 'fit-content' }}
              onClick={() =>
                add({
                  value: {
                    label: '',
                    segment: 'meeting_group',
                    roomNights: 0,
                    startYear: new Date().getFullYear() + 2,
                  },
                  source: null,
                })
              }
            >
              添加诱发需求
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  )
}
