import { Alert, Button, Card, Col, Flex, Input, Popconfirm, Row, Select, Statistic, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import type { CompSetEditBody, CompSetMember, StudyContent } from '#common/study/api'
import { Chart } from '#web/components/chart/chart.tsx'
import { PositioningTag } from '#web/features/intel/index.ts'
import { km, num, pct, ratioPct } from '../lib/format.ts'

const performanceTags: Record<CompSetMember['performance'], { color: string; label: string }> = {
  imported: { color: 'green', label: '已导入经营数据' },
  demo: { color: 'orange', label: '演示数据' },
  none: { color: 'default', label: '无经营数据' },
}

/** 竞争组合: the proposed set with a reason per hotel, editable; its monthly performance and the fair share. */
export function CompSet(props: {
  content: StudyContent
  editable: boolean
  saving: boolean
  onEdit: (body: CompSetEditBody) => void
}) {
  const { content, editable } = props
  const set = content.comp_set
  const inSet = new Set(set.hotels.map((h) => h.hotel_id))
  const removed = new Set(set.removed.map((h) => h.hotel_id))
  const candidates = content.census.existing.filter((h) => !inSet.has(h.hotel_id) && !removed.has(h.hotel_id))
  const [addId, setAddId] = useState<string>()
  const [addReason, setAddReason] = useState('')
  const [removeReason, setRemoveReason] = useState('')
  const known = set.monthly.filter((m) => m.occupancy !== null || m.adr !== null)

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        提议规则：{set.rule}
      </Typography.Paragraph>
      {set.performance_note && (
        <Alert
          type={set.needs_entered_performance ? 'warning' : 'info'}
          showIcon
          title={set.performance_note}
          description={
            set.needs_entered_performance ? '请在“测算假设”中填写竞争组合的入住率和平均房价，并注明来源。' : undefined
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="竞争组合酒店" value={set.hotels.length} suffix="家" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={`入住率（${set.trailing.from} 至 ${set.trailing.to}）`}
            value={pct(set.trailing.occupancy)}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="平均房价（ADR）" value={num(set.trailing.adr)} suffix="元" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="本项目公平份额" value={ratioPct(set.fair_share)} />
        </Col>
      </Row>
      <Card size="small" title="竞争组合">
        <Table<CompSetMember>
          size="small"
          rowKey="hotel_id"
          pagination={false}
          dataSource={set.hotels}
          scroll={{ x: 1010 }}
          locale={{ emptyText: '竞争组合为空：市场范围内没有相同或相邻档次的酒店，可扩大范围或手动加入酒店。' }}
          columns={[
            {
              title: '酒店',
              render: (_, h) => <Link to={`/hotel-viewer?id=${encodeURIComponent(h.hotel_id)}`}>{h.name}</Link>,
            },
            { title: '档次', width: 100, render: (_, h) => <PositioningTag positioning={h.positioning} /> },
            { title: '客房', width: 70, align: 'right', render: (_, h) => num(h.rooms) },
            { title: '距离', width: 90, align: 'right', render: (_, h) => km(h.distance_km) },
            {
              title: '入选理由',
              render: (_, h) => (
                <Flex vertical gap={2}>
                  <span>{h.reason}</span>
                  {h.origin === 'added' && (
                    <Tag color="blue" style={{ width: 'fit-content' }}>
                      顾问加入
                    </Tag>
                  )}
                </Flex>
              ),
            },
            {
              title: '近 12 个月 RevPAR',
              width: 130,
              align: 'right',
              render: (_, h) => (
                <TrailingRevpar
                  hotel={h.trailing?.revpar}
                  set={set.trailing.revpar}
                  reported={h.trailing?.months ?? 0}
                />
              ),
            },
            {
              title: '经营数据',
              width: 130,
              render: (_, h) => (
                <Tag color={performanceTags[h.performance].color}>{performanceTags[h.performance].label}</Tag>
              ),
            },
            ...(editable
              ? [
                  {
                    title: '操作',
                    width: 80,
                    render: (_: unknown, h: CompSetMember) =>
                      h.origin === 'added' ? (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => props.onEdit({ action: 'reset', hotel_id: h.hotel_id })}
                        >
                          撤销
                        </Button>
                      ) : (
                        <Popconfirm
                          title={`从竞争组合中移除${h.name}`}
                          description={
                            <Input
                              aria-label="移除理由"
                              placeholder="移除理由（必填）"
                              value={removeReason}
                              onChange={(e) => setRemoveReason(e.target.value)}
                              maxLength={200}
                            />
                          }
                          okText="移除"
                          cancelText="取消"
                          okButtonProps={{ disabled: removeReason.trim().length < 2 }}
                          onConfirm={() => {
                            props.onEdit({ action: 'remove', hotel_id: h.hotel_id, reason: removeReason.trim() })
                            setRemoveReason('')
                          }}
                        >
                          <Button size="small" type="link" danger>
                            移除
                          </Button>
                        </Popconfirm>
                      ),
                  },
                ]
              : []),
          ]}
        />
        {editable && (
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <Select
              aria-label="加入竞争组合的酒店"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={candidates.length ? '选择市场范围内的酒店' : '市场范围内没有可加入的酒店'}
              style={{ width: 300 }}
              value={addId}
              onChange={setAddId}
              options={candidates.map((h) => ({ value: h.hotel_id, label: `${h.name}（${km(h.distance_km)}）` }))}
            />
            <Input
              aria-label="加入理由"
              placeholder="加入理由（必填），如：同商圈主要竞争对手"
              style={{ width: 320 }}
              value={addReason}
              maxLength={200}
              onChange={(e) => setAddReason(e.target.value)}
            />
            <Button
              loading={props.saving}
              disabled={!addId || addReason.trim().length < 2}
              onClick={() => {
                if (!addId) return
                props.onEdit({ action: 'add', hotel_id: addId, reason: addReason.trim() })
                setAddId(undefined)
                setAddReason('')
              }}
            >
              加入竞争组合
            </Button>
          </Flex>
        )}
      </Card>
      {set.removed.length > 0 && (
        <Card size="small" title="已移出的提议酒店">
          <Table
            size="small"
            rowKey="hotel_id"
            pagination={false}
            dataSource={set.removed}
            columns={[
              { title: '酒店', dataIndex: 'name' },
              { title: '移出理由', dataIndex: 'reason' },
              ...(editable
                ? [
                    {
                      title: '操作',
                      width: 80,
                      render: (_: unknown, h: { hotel_id: string }) => (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => props.onEdit({ action: 'reset', hotel_id: h.hotel_id })}
                        >
                          恢复
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      <Card size="small" title={`竞争组合月度经营表现（近 ${set.months.length} 个月，按客房数加权）`}>
        {known.length === 0 ? (
          <Typography.Text type="secondary">没有导入的月度经营数据。</Typography.Text>
        ) : (
          <Chart
            height={280}
            label="竞争组合月度入住率与平均房价"
            spec={{
              categories: set.monthly.map((m) => m.month),
              series: [
                { name: '平均房价（元）', type: 'bar', data: set.monthly.map((m) => m.adr ?? 0) },
                { name: 'RevPAR（元）', type: 'line', data: set.monthly.map((m) => m.revpar ?? 0) },
              ],
              unit: '元',
            }}
          />
        )}
        {known.length > 0 && (
          <Table
            size="small"
            rowKey="month"
            style={{ marginTop: 12 }}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={[
              { key: 'occupancy', label: '入住率', values: set.monthly.map((m) => pct(m.occupancy)) },
              { key: 'adr', label: 'ADR（元）', values: set.monthly.map((m) => num(m.adr)) },
              { key: 'revpar', label: 'RevPAR（元）', values: set.monthly.map((m) => num(m.revpar)) },
            ].map((row) => ({ ...row, month: row.key }))}
            columns={[
              { title: '指标', dataIndex: 'label', fixed: 'left', width: 110 },
              ...set.monthly.map((m, i) => ({
                title: m.month,
                key: m.month,
                align: 'right' as const,
                render: (_: unknown, row: { values: string[] }) => row.values[i],
              })),
            ]}
          />
        )}
      </Card>
    </Flex>
  )
}

/** A hotel's RevPAR over the last 12 months, with its index against the set's (100 = the set's average). */
function TrailingRevpar(props: { hotel: number | null | undefined; set: number | null; reported: number }) {
  const { hotel, set, reported } = props
  if (hotel == null) return '—'
  return (
    <Flex vertical align="end">
      <span>{num(hotel)} 元</span>
      {set ? <Typography.Text type="secondary">指数 {((hotel / set) * 100).toFixed(1)}</Typography.Text> : null}
      {reported < 12 && <Typography.Text type="warning">仅 {reported} 个月数据</Typography.Text>}
    </Flex>
  )
}
