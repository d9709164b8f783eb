import {
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  BuildOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import { Button, Card, Col, Empty, Flex, Input, List, Result, Row, Skeleton, Space, Steps, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { OrganizationRow } from '../../../common/portals.ts'
import { normalizeOrgKind, orgKindLabels } from '../../../common/user-types.ts'
import { session } from '../../lib/session.ts'
import { useCategories, useOrganizations } from './api/portals.ts'

const icons: Record<string, ReactNode> = {
  management_group: <ApartmentOutlined />,
  project_client: <ProjectOutlined />,
  design_client: <BuildOutlined />,
  procurement_client: <ShoppingCartOutlined />,
  owner: <BankOutlined />,
  school: <BookOutlined />,
  single_hotel: <HomeOutlined />,
  association: <TeamOutlined />,
}

const blurbs: Record<string, string> = {
  management_group: '品牌、门店与拓展管线',
  project_client: '咨询项目、里程碑与成果',
  design_client: '设计资源与协作空间',
  procurement_client: '采购资源与供应商',
  owner: '持有资产与所在城市市场',
  school: '行业报告、人才与案例',
  single_hotel: '本店、周边竞品与运营资源',
  association: '分省行业统计与会员酒店',
}

/** /choose-category: staff pick a client category, then an organization, and land on that client's portal. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const kind = normalizeOrgKind(params.get('kind') ?? '') ?? ''
  const q = params.get('q') ?? ''

  return (
    <div style={{ padding: '24px clamp(12px, 3vw, 32px)', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        选择客户
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        选择客户类别和机构后，将以该客户的视角进入其门户主页。
      </Typography.Paragraph>
      <Steps
        size="small"
        current={kind ? 1 : 0}
        style={{ marginBottom: 24, maxWidth: 520 }}
        items={[{ title: '客户类别' }, { title: '选择机构' }, { title: '查看门户' }]}
      />
      {kind ? (
        <OrganizationStep kind={kind} q={q} onBack={() => setParams({})} onSearch={(v) => setParams({ kind, q: v })} />
      ) : (
        <CategoryStep onPick={(k) => setParams({ kind: k })} />
      )}
    </div>
  )
}

function CategoryStep({ onPick }: { onPick: (kind: string) => void }) {
  const categories = useCategories()
  if (categories.isPending) return <Skeleton active />
  if (categories.isError) {
    return (
      <Result
        status="warning"
        title="客户类别加载失败"
        subTitle={categories.error.message}
        extra={<Button onClick={() => categories.refetch()}>重试</Button>}
      />
    )
  }
  return (
    <Row gutter={[16, 16]}>
      {categories.data.map((c) => (
        <Col key={c.kind} xs={24} sm={12} lg={6}>
          <Card
            hoverable
            role="button"
            tabIndex={0}
            aria-label={`${c.label}，${c.organizations} 家机构`}
            onClick={() => onPick(c.kind)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onPick(c.kind)
            }}
          >
            <Flex gap={12} align="center">
              <span style={{ fontSize: 28, color: '#d4282d' }}>{icons[c.kind] ?? <ShopOutlined />}</span>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {c.label}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">{blurbs[c.kind]}</Typography.Text>
                </div>
              </div>
              <Tag color={c.organizations ? 'red' : 'default'} style={{ marginInlineStart: 'auto' }}>
                {c.organizations} 家
              </Tag>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  )
}

function OrganizationStep(props: { kind: string; q: string; onBack: () => void; onSearch: (q: string) => void }) {
  const navigate = useNavigate()
  const organizations = useOrganizations(props.kind, props.q)
  const label = orgKindLabels[props.kind as keyof typeof orgKindLabels] ?? props.kind
  const enter = (org: OrganizationRow) => {
    session.setCurrOrg({ id: org.id, name: org.name })
    navigate(org.home_path)
  }

  return (
    <Card
      title={`${label}`}
      extra={
        <Button type="link" onClick={props.onBack}>
          返回全部类别
        </Button>
      }
    >
      <Input.Search
        allowClear
        defaultValue={props.q}
        key={props.kind}
        placeholder="搜索机构名称"
        aria-label="搜索机构名称"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => props.onSearch(v.trim())}
      />
      {organizations.isPending ? (
        <Skeleton active />
      ) : organizations.isError ? (
        <Result status="warning" title="机构列表加载失败" subTitle={organizations.error.message} />
      ) : organizations.data.length === 0 ? (
        <Empty description={props.q ? `没有名称包含“${props.q}”的${label}` : `暂无${label}`} />
      ) : (
        <List
          dataSource={organizations.data}
          renderItem={(org) => (
            <List.Item
              actions={[
                <Button key="enter" type="primary" onClick={() => enter(org)}>
                  进入门户
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={org.name}
                description={
                  <Space size={4} wrap>
                    <Tag>用户 {org.users}</Tag>
                    <Tag>项目 {org.projects}</Tag>
                    <Tag>酒店 {org.hotels}</Tag>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
