import { Spin } from 'antd'
import { type ComponentType, lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { isNavigatePageType, type NavigatePageType } from '#common/navigate'
import { NotFound } from '../components/error-page.tsx'

type Loader = () => Promise<{ default: ComponentType }>

/** Which component draws each page_type of /navigate; each is its own lazy chunk. */
const screens: Record<NavigatePageType, Loader> = {
  design_homepage: () => import('../features/design/design-home.tsx').then((m) => ({ default: m.DesignHome })),
  design_standards: () =>
    import('../features/design/design-standards.tsx').then((m) => ({ default: m.DesignStandards })),
  design_cases: () => import('../features/design/design-cases.tsx').then((m) => ({ default: m.DesignCases })),
  design_checklist: () =>
    import('../features/design/design-checklist.tsx').then((m) => ({ default: m.DesignChecklist })),
  procurement_homepage: () => import('../features/procurement/hub.tsx').then((m) => ({ default: m.ProcurementHub })),
  procurement_catalog: () =>
    import('../features/procurement/catalog.tsx').then((m) => ({ default: m.ProcurementCatalog })),
  procurement_suppliers: () =>
    import('../features/procurement/suppliers.tsx').then((m) => ({ default: m.ProcurementSuppliers })),
  procurement_requests: () =>
    import('../features/procurement/requests.tsx').then((m) => ({ default: m.ProcurementRequests })),
  procurement_budget: () =>
    import('../features/procurement/budget.tsx').then((m) => ({ default: m.ProcurementBudget })),
}

const lazyScreens = new Map(
  Object.entries(screens).map(([key, load]) => [key as NavigatePageType, lazy(load)] as const),
)

/** /navigate?page_type=…: the design and procurement hubs and their screens; an unknown page_type is a 404. */
export function NavigatePage() {
  const [params] = useSearchParams()
  const pageType = params.get('page_type') ?? ''
  const Screen = isNavigatePageType(pageType) ? lazyScreens.get(pageType) : undefined
  if (!Screen) {
    return <NotFound path={`/navigate?page_type=${pageType}`} />
  }
  return (
    <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
      <Screen />
    </Suspense>
  )
}
