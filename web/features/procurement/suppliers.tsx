import { MailOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import { Card, Col, Row, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { QueryState } from '#web/components/query-state.tsx'
import { useSuppliers } from './api/catalog.ts'
import { CategoryTag } from './components/labels.tsx'
import { ProcurementPage } from './components/procurement-page.tsx'
import { SearchFilters, type SearchPatch } from './components/search-filters.tsx'

/** /navigate?page_type=procurement_suppliers: qualified suppliers with contacts and certificates. */
export function ProcurementSuppliers() {
  const [filters, setFilters] = useState<SearchPatch>({})
  const suppliers = useSuppliers(filters)
  const today = new Date().toISOString().slice(0, 10)

  return (
    <ProcurementPage title="供应商库">
      <SearchFilters
        placeholder="搜索供应商名称、城市或简介"
        categoryLabel="供货类别"
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <QueryState query={suppliers} empty={suppliers.data?.length === 0} emptyText="没有符合条件的供应商">
        <Row gutter={[16, 16]}>
          {suppliers.data?.map((s) => (
            <Col key={s.id} xs={24} lg={12}>
              <Card
                title={s.name}
                extra={<Typography.Text type="secondary">{s.city}</Typography.Text>}
                style={{ height: '100%' }}
              >
                <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                  <Space wrap size={4}>
                    {s.categories.map((c) => (
                      <CategoryTag key={c} category={c} />
                    ))}
                    <Tag>{s.product_count} 个目录产品</Tag>
                  </Space>
                  <Typography.Text type="secondary">{s.description}</Typography.Text>
                  {s.contacts.map((c) => (
                    <Space key={c.phone} wrap size={12}>
                      <Typography.Text strong>
                        {c.name} · {c.title}
                      </Typography.Text>
                      <a href={`tel:${c.phone.replace(/\s/g, '')}`}>
                        <PhoneOutlined /> {c.phone}
                      </a>
                      <a href={`mailto:${c.email}`}>
                        <MailOutlined /> {c.email}
                      </a>
                    </Space>
                  ))}
                  {s.qualifications.map((q) => (
                    <Typography.Text key={q.number} type={q.valid_until < today ? 'danger' : undefined}>
                      <SafetyCertificateOutlined /> {q.name}（{q.number}），有效期至 {q.valid_until}
                      {q.valid_until < today ? '，已过期' : ''}
                    </Typography.Text>
                  ))}
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </QueryState>
    </ProcurementPage>
  )
}
