import { LockOutlined } from '@ant-design/icons'
import { Alert, Card, Col, Row, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { standardSectionLabels } from '#common/design'
import { type Positioning, positioningLabels } from '#common/intel'
import { QueryState } from '#web/components/query-state.tsx'
import { useStandard, useStandards } from './api/library.ts'
import { DesignHeader, designPath } from './components/design-header.tsx'
import { FilterSelect, plainOptions, positioningOptions } from './components/filter-select.tsx'

const listPath = designPath('design_standards')

/** /navigate?page_type=design_standards[&id=…]: standards by brand and positioning, and one standard. */
export function DesignStandards() {
  const [params] = useSearchParams()
  const id = params.get('id')
  return id ? <StandardView id={id} /> : <StandardList />
}

function StandardList() {
  const standards = useStandards()
  const [positioning, setPositioning] = useState<Positioning | undefined>()
  const [brand, setBrand] = useState<string | undefined>()
  const brands = [...new Set(standards.data?.flatMap((s) => (s.brand_name ? [s.brand_name] : [])))]
  const shown = standards.data?.filter(
    (s) => (!positioning || s.positioning === positioning) && (!brand || s.brand_name === brand),
  )
  return (
    <>
      <DesignHeader
        title="品牌设计标准"
        extra={
          <Space wrap>
            <FilterSelect name="定位" value={positioning} onChange={setPositioning} options={positioningOptions} />
            {brands.length > 0 && (
              <FilterSelect name="品牌" value={brand} onChange={setBrand} options={plainOptions(brands)} />
            )}
          </Space>
        }
      />
      <QueryState query={standards} empty={shown?.length === 0} emptyText="没有符合条件的设计标准">
        <Row gutter={[16, 16]}>
          {shown?.map((s) => (
            <Col key={s.id} xs={24} md={12} xl={8}>
              <Link to={designPath('design_standards', { id: s.id })}>
                <Card hoverable title={s.title} style={{ height: '100%' }}>
                  <Space wrap size={4} style={{ marginBottom: 8 }}>
                    <Tag color="red">{positioningLabels[s.positioning]}</Tag>
                    {s.brand_name ? <Tag color="gold">{s.brand_name}</Tag> : <Tag>通用</Tag>}
                    {s.restricted && (
                      <Tag icon={<LockOutlined />} title="仅设计客户与顾问可见">
                        内部
                      </Tag>
                    )}
                  </Space>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    {s.summary}
                  </Typography.Paragraph>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </QueryState>
    </>
  )
}

function StandardView({ id }: { id: string }) {
  const standard = useStandard(id)
  const s = standard.data
  return (
    <>
      <DesignHeader title={s?.title ?? '设计标准'} parent={{ title: '品牌设计标准', to: listPath }} />
      <QueryState query={standard}>
        {s && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Space wrap size={4}>
              <Tag color="red">{positioningLabels[s.positioning]}</Tag>
              {s.brand_name ? <Tag color="gold">{s.brand_name}</Tag> : <Tag>通用</Tag>}
            </Space>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{s.summary}</Typography.Paragraph>
            {s.sections.map((section) => (
              <Card key={section.section} title={standardSectionLabels[section.section]} size="small">
                <Typography.Paragraph>{section.body}</Typography.Paragraph>
                <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '6px 16px', margin: 0 }}>
                  {section.figures.map((f) => (
                    <div key={f.label} style={{ display: 'contents' }}>
                      <dt style={{ color: 'rgba(255,255,255,0.65)' }}>
                        {f.label}
                        {f.note && (
                          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                            {f.note}
                          </Typography.Text>
                        )}
                      </dt>
                      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            ))}
            <Alert type="info" showIcon title="资料来源" description={s.source} />
          </Space>
        )}
      </QueryState>
    </>
  )
}
