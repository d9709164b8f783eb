import { Card, Col, Image, Row, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import type { CaseFilters } from '#common/design-schemas'
import { positioningLabels } from '#common/intel'
import { QueryState } from '#web/components/query-state.tsx'
import { useCases } from './api/library.ts'
import { DesignHeader } from './components/design-header.tsx'
import { FilterSelect, plainOptions, positioningOptions } from './components/filter-select.tsx'

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
        <FilterSelect
          name="定位"
          value={filters.positioning}
          onChange={(positioning) => set({ positioning })}
          options={positioningOptions}
        />
        <FilterSelect
          name="城市"
          value={filters.city}
          onChange={(city) => set({ city })}
          options={plainOptions(cities)}
        />
        <FilterSelect name="标签" value={filters.tag} onChange={(tag) => set({ tag })} options={plainOptions(tags)} />
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
