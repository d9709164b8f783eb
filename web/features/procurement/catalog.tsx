import { Card, Col, InputNumber, Row, Space, Typography } from 'antd'
import { useState } from 'react'
import type { ProductFilters } from '#common/procurement-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useProducts } from './api/catalog.ts'
import { CategoryTag, money } from './components/labels.tsx'
import { ProcurementPage } from './components/procurement-page.tsx'
import { SearchFilters } from './components/search-filters.tsx'

/** /navigate?page_type=procurement_catalog: the product catalogue with search and filters. */
export function ProcurementCatalog() {
  const [filters, setFilters] = useState<ProductFilters>({})
  const products = useProducts(filters)
  const set = (patch: Partial<ProductFilters>) => setFilters((f) => ({ ...f, ...patch }))

  return (
    <ProcurementPage title="产品目录">
      <SearchFilters placeholder="搜索品名、规格、品牌或供应商" categoryLabel="类别" onChange={set}>
        <Space.Compact>
          <InputNumber
            aria-label="最低单价"
            placeholder="最低价"
            min={0}
            style={{ width: 110 }}
            onChange={(v) => set({ min_price: v ?? undefined })}
          />
          <InputNumber
            aria-label="最高单价"
            placeholder="最高价"
            min={0}
            style={{ width: 110 }}
            onChange={(v) => set({ max_price: v ?? undefined })}
          />
        </Space.Compact>
      </SearchFilters>
      <QueryState
        query={products}
        empty={products.data?.length === 0}
        emptyText="没有符合条件的产品，换个关键词或类别试试"
      >
        <Typography.Text type="secondary">共 {products.data?.length ?? 0} 个产品</Typography.Text>
        <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
          {products.data?.map((p) => (
            <Col key={p.id} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={p.name}
                extra={<CategoryTag category={p.category} />}
                style={{ height: '100%' }}
              >
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {p.spec}
                </Typography.Paragraph>
                <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {money(p.unit_price)} / {p.unit}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {p.brand ? `${p.brand} · ` : ''}
                    {p.supplier_name}
                  </Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </QueryState>
    </ProcurementPage>
  )
}
