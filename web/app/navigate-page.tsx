import { Result, Spin } from 'antd'
import { type ComponentType, lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { isNavigatePageType, type NavigatePageType } from '../../common/navigate.ts'
import { UnderConstruction } from '../components/under-construction.tsx'

type Loader = () => Promise<{ default: ComponentType }>

const underConstruction: Loader = async () => ({ default: UnderConstruction })

/** Which component draws each page_type of /navigate; each is its own lazy chunk. */
const screens: Record<NavigatePageType, Loader> = {
  design_homepage: () => import('../features/design/design-home.tsx').then((m) => ({ default: m.DesignHome })),
  procurement_homepage: underConstruction,
  design_standards: () =>
    import('../features/design/design-standards.tsx').then((m) => ({ default: m.DesignStandards })),
  design_cases: () => import('../features/design/design-cases.tsx').then((m) => ({ default: m.DesignCases })),
  design_checklist: () =>
    import('../features/design/design-checklist.tsx').then((m) => ({ default: m.DesignChecklist })),
}

const lazyScreens = new Map(
  Object.entries(screens).map(([key, load]) => [key as NavigatePageType, lazy(load)] as const),
)

/** /navigate?page_type=…: the design and procurement hubs and their screens; an unknown page_type is a 404. */
export function NavigatePage() {
  const [params] = useSearchParams()
  const pageType = params.get('page_type') ?? ''
  if (!isNavigatePageType(pageType)) {
    return <Result status="404" title="404" subTitle={`Page Not Found: /navigate?page_type=${pageType}`} />
  }
  const Screen = lazyScreens.get(pageType) ?? UnderConstruction
  return (
    <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
      <Screen />
    </Suspense>
  )
}
