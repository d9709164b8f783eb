import {
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  BuildOutlined,
  CheckOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import { Col, Row, Skeleton, Tag } from 'antd'
import { lazy, type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { normalizeOrgKind } from '#common/user-types'
import { RetryResult } from '#web/components/lazy-result.tsx'
import { useCategories } from './api/portals.ts'
import './choose-category.css'

// The second step (search and the list of organizations) loads when a category is picked: the first screen is the
// categories alone.
const OrganizationStep = lazy(() =>
  import('./components/organization-step.tsx').then((m) => ({ default: m.OrganizationStep })),
)

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

const steps = ['客户类别', '选择机构', '查看门户']

/** /choose-category: staff pick a client category, then an organization, and land on that client's portal. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const kind = normalizeOrgKind(params.get('kind') ?? '') ?? ''
  const q = params.get('q') ?? ''

  return (
    <div className="choose-category">
      <h3 className="choose-category-title">选择客户</h3>
      <p className="choose-category-intro">选择客户类别和机构后，将以该客户的视角进入其门户主页。</p>
      <Steps current={kind ? 1 : 0} />
      {kind ? (
        <Suspense fallback={<Skeleton active />}>
          <OrganizationStep
            kind={kind}
            q={q}
            onBack={() => setParams({})}
            onSearch={(v) => setParams({ kind, q: v })}
          />
        </Suspense>
      ) : (
        <CategoryStep onPick={(k) => setParams({ kind: k })} />
      )}
    </div>
  )
}

/** Where the person is among the three steps, drawn as antd's small Steps. */
function Steps({ current }: { current: number }) {
  return (
    <ol className="choose-category-steps" aria-label="步骤">
      {steps.map((title, i) => {
        const status = i < current ? 'finish' : i === current ? 'process' : 'wait'
        return (
          <li
            key={title}
            className={`choose-category-step is-${status}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="choose-category-step-icon">
              {status === 'finish' ? <CheckOutlined aria-label="已完成" /> : i + 1}
            </span>
            <span className="choose-category-step-title">{title}</span>
          </li>
        )
      })}
    </ol>
  )
}

function CategoryStep({ onPick }: { onPick: (kind: string) => void }) {
  const categories = useCategories()
  if (categories.isPending) return <Skeleton active />
  if (categories.isError) {
    return (
      <RetryResult
        status="warning"
        title="客户类别加载失败"
        error={categories.error}
        onRetry={() => categories.refetch()}
      />
    )
  }
  return (
    <Row gutter={[16, 16]}>
      {categories.data.map((c) => (
        <Col key={c.kind} xs={24} sm={12} lg={6}>
          <button
            type="button"
            className="category-card"
            aria-label={`${c.label}，${c.organizations} 家机构`}
            onClick={() => onPick(c.kind)}
          >
            <span className="category-card-icon">{icons[c.kind] ?? <ShopOutlined />}</span>
            <span className="category-card-text">
              <strong className="category-card-label">{c.label}</strong>
              <span className="category-card-blurb">{blurbs[c.kind]}</span>
            </span>
            <Tag color={c.organizations ? 'red' : 'default'} style={{ marginInlineStart: 'auto' }}>
              {c.organizations} 家
            </Tag>
          </button>
        </Col>
      ))}
    </Row>
  )
}
