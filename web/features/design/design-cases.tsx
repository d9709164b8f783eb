import { Card, Col, Image, Row, Select, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import type { CaseFilters } from '#common/design-schemas'
import { type Positioning, positioningLabels, positionings } from '#common/intel'
import { QueryState } from '#web/components/query-state.tsx'
import { useCases } from './api/library.ts'
import { DesignHeader } from './components/design-header.tsx'

/** /navigate?page_type=design_cases: the case gallery with filters, captions and a large preview. */
export function DesignCases() {
  const [filters, setFilters] = useState<CaseFilters>({})
  const all = useCases()
  const cases = useCases(filters)
  const cities = [...new Set(all.data?.map((c) => c.city))]
  const tags = [...new Set(all.data?.flatMap((c) => c.tags))]
  const set = (patch: CaseFilters) => setFilters((f) => ({ ...f, ...patch }))

  return (
    <>
      <DesignHeader title="设计案例库" />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部定位"
          aria-label="按定位筛选"
          style={{ width: 140 }}
          value={filters.positioning}
          onChange={(positioning: Positioning | undefined) => set({ positioning })}
          options={positionings.map((p) => ({ value: p, label: positioningLabels[p] }))}
        />
        <Select
          allowClear
          placeholder="全部城市"
          aria-label="按城市筛选"
          style={{ width: 140 }}
          value={filters.city}
          onChange={(city: string | undefined) => set({ city })}
          options={cities.map((c) => ({ value: c, label: c }))}
        />
        <Select
          allowClear
          placeholder="全部标签"
          aria-label="按标签筛选"
          style={{ width: 140 }}
          value={filters.tag}
          onChange={(tag: string | undefined) => set({ tag })}
          options={tags.map((t) => ({ value: t, label: t }))}
        />
      </Space>
      <QueryState query={cases} empty={cases.data?.length === 0} emptyText="没有符合条件的案例，请调整筛选条件">
        <Image.PreviewGroup>
          <Row gutter={[16, 16]}>
            {cases.data?.map((c) => (
              <Col key={c.id} xs={24} sm={12} xl={8}>
                <Card
                  cover={
                    c.image_url ? (
                      <Image
                        src={c.image_url}
                        alt={`${c.hotel_name} · ${c.title}`}
                        width="100%"
                        style={{ aspectRatio: `${c.image_width ?? 16} / ${c.image_height ?? 10}`, objectFit: 'cover' }}
                      />
                    ) : (
                      <div
                        style={{ aspectRatio: '16 / 10', display: 'grid', placeItems: 'center', background: '#1f1f1f' }}
                      >
                        <Typography.Text type="secondary">暂无图片</Typography.Text>
                      </div>
                    )
                  }
                >
                  <Card.Meta title={c.title} description={`${c.hotel_name} · ${c.city} · ${c.year}`} />
                  <figure style={{ margin: '12px 0 8px' }}>
                    <figcaption>
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                        {c.caption}
                      </Typography.Paragraph>
                    </figcaption>
                  </figure>
                  <Space wrap size={4}>
                    <Tag color="red">{positioningLabels[c.positioning]}</Tag>
                    {c.tags.map((t) => (
                      <Tag key={t}>{t}</Tag>
                    ))}
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        </Image.PreviewGroup>
      </QueryState>
    </>
  )
}
