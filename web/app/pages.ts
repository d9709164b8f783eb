import type { ComponentType } from 'react'
import type { RoutePath } from '../../common/routes.ts'

type PageLoader = () => Promise<ComponentType>

/** Honest placeholder for screens not built yet: it says "建设中". */
const underConstruction: PageLoader = () =>
  import('../components/under-construction.tsx').then((m) => m.UnderConstruction)

/**
 * Which component draws each route of common/routes.ts. To plug a page in, change its one line to
 * `() => import('../features/x/y-page.tsx').then((m) => m.YPage)`. Every page is its own lazy chunk.
 */
export const pages: Record<RoutePath, PageLoader> = {
  '/': underConstruction,
  '/login': () => import('../features/auth/login-redirect-page.tsx').then((m) => m.LoginRedirectPage),
  '/wxp/content': () => import('../features/topics/components/public-article.tsx').then((m) => m.Component),
  '/choose-category': underConstruction,
  '/manage-users': () => import('../features/admin/components/manage-users.tsx').then((m) => m.Component),
  '/manage-projects': () => import('../features/projects/manage-projects.tsx').then((m) => m.Component),
  '/navigate': () => import('./navigate-page.tsx').then((m) => m.NavigatePage),
  '/startPage/home': underConstruction,
  '/startPage/:section': () => import('../features/topics/components/start-page.tsx').then((m) => m.Component),
  '/section/brand': () => import('../features/intel/components/brand-wall.tsx').then((m) => m.BrandWall),
  '/section/city': () => import('../features/intel/components/city-wall.tsx').then((m) => m.CityWall),
  '/section/group': () => import('../features/intel/components/group-wall.tsx').then((m) => m.GroupWall),
  '/section/hotel': () => import('../features/intel/components/hotel-wall.tsx').then((m) => m.HotelWall),
  '/datapage/*': () => import('../features/topics/components/data-page.tsx').then((m) => m.Component),
  '/v3/*': () => import('../features/topics/components/data-page.tsx').then((m) => m.Component),
  '/applet/:appName': () => import('../features/applets/components/applet-page.tsx').then((m) => m.Component),
  '/browser': () => import('../features/topics/components/browser/browser-page.tsx').then((m) => m.Component),
  '/browser2': () => import('../features/projects/browser2.tsx').then((m) => m.Component),
  '/collabPage': () => import('../features/projects/collab-page.tsx').then((m) => m.Component),
  '/hotel-map': () => import('../features/intel/components/hotel-map.tsx').then((m) => m.HotelMap),
  '/hotel-viewer': () => import('../features/intel/components/hotel-viewer.tsx').then((m) => m.HotelViewer),
  '/report-viewer': () => import('../features/reports/components/report-viewer.tsx').then((m) => m.Component),
  '/instancePicker': () => import('../features/projects/instance-picker.tsx').then((m) => m.Component),
  '/project-list': () => import('../features/projects/project-list.tsx').then((m) => m.Component),
  '/home-pages/management-group/brand': underConstruction,
  '/home-pages/project/project': underConstruction,
  '/home-pages/ownership/industry': underConstruction,
  '/home-pages/school/industry': underConstruction,
  '/home-pages/hotel/company': underConstruction,
  '/home-pages/association/industry': underConstruction,
  '*/brandwall-token/*': () =>
    import('../features/intel/components/brandwall-token-wall.tsx').then((m) => m.BrandwallTokenWall),
}
