import { AppstoreOutlined, AuditOutlined, FundOutlined, ShopOutlined } from '@ant-design/icons'
import { Card, Col, Row, Space, Statistic, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeading } from '#web/components/page-heading.tsx'
import { useBudget } from './api/budget.ts'
import { BudgetStatusTag, money } from './components/labels.tsx'
import { type ProcurementScreen, procurementHref, useChosenProject } from './components/procurement-page.tsx'

const cards: { screen: ProcurementScreen; title: string; text: string; icon: ReactNode }[] = [
  {
    screen: 'procurement_catalog',
    title: '产品目录',
    text: '家具灯饰、运营物资、布草、客房用品、工程机电与厨房设备，按类别、价格与关键词查找。',
    icon: <AppstoreOutlined />,
  },
  {
    screen: 'procurement_suppliers',
    title: '供应商库',
    text: '合格供应商的供货类别、联系人与资质证书及有效期。',
    icon: <ShopOutlined />,
  },
  {
    screen: 'procurement_requests',
    title: '采购申请',
    text: '从目录或自由填写发起申请，提交审批、下单到收货，每一步都有记录。',
    icon: <AuditOutlined />,
  },
  {
    screen: 'procurement_budget',
    title: '预算执行',
    text: '按类别查看预算、已承诺与已支出金额，超支预警，导出 Excel。',
    icon: <FundOutlined />,
  },
]

/** /navigate?page_type=procurement_homepage: the procurement client's hub. */
export function ProcurementHub() {
  const { project, projectId, picker, organization } = useChosenProject()
  const budget = useBudget(projectId)
  const total = budget.data?.total
  const keep = { ...(organization ? { organization } : {}), ...(projectId ? { project: projectId } : {}) }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageHeading title="采购中心" text="酒店开业与改造项目的供应商、目录、采购申请与预算，一处管理。" />
      {project && (
        <Card size="small" title="当前项目">
          <div style={{ marginBottom: 12 }}>{picker}</div>
          {total ? (
            <Row gutter={[16, 8]}>
              <Col xs={12} md={6}>
                <Statistic title="项目预算" value={money(total.budget)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="已承诺" value={money(total.committed)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="已支出" value={money(total.spent)} />
              </Col>
              <Col xs={12} md={6}>
                <Typography.Text type="secondary">预算状态</Typography.Text>
                <div style={{ marginTop: 8 }}>
                  <BudgetStatusTag status={total.status} />
                </div>
              </Col>
            </Row>
          ) : (
            <Typography.Text type="secondary">{budget.isError ? '预算加载失败' : '正在加载预算…'}</Typography.Text>
          )}
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.screen} xs={24} sm={12} xl={6}>
            <Link to={procurementHref(card.screen, keep)} aria-label={card.title}>
              <Card hoverable style={{ height: '100%' }}>
                <Space align="start" size={12}>
                  <span style={{ fontSize: 28, color: '#ff4d4f' }}>{card.icon}</span>
                  <div>
                    <Typography.Title level={5} style={{ marginTop: 0 }}>
                      {card.title}
                    </Typography.Title>
                    <Typography.Text type="secondary">{card.text}</Typography.Text>
                  </div>
                </Space>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Space>
  )
}
