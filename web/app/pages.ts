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
  '/wxp/content': underConstruction,
  '/choose-category': underConstruction,
  '/manage-users': underConstruction,
  '/manage-projects': underConstruction,
  '/navigate': underConstruction,
  '/startPage/home': underConstruction,
  '/startPage/:section': underConstruction,
  '/section/brand': underConstruction,
  '/section/city': underConstruction,
  '/section/group': underConstruction,
  '/section/hotel': underConstruction,
  '/datapage/*': underConstruction,
  '/v3/*': underConstruction,
  '/applet/:appName': underConstruction,
  '/browser': underConstruction,
  '/browser2': underConstruction,
  '/collabPage': underConstruction,
  '/hotel-map': underConstruction,
  '/hotel-viewer': underConstruction,
  '/report-viewer': underConstruction,
  '/instancePicker': underConstruction,
  '/project-list': underConstruction,
  '/home-pages/management-group/brand': underConstruction,
  '/home-pages/project/project': underConstruction,
  '/home-pages/ownership/industry': underConstruction,
  '/home-pages/school/industry': underConstruction,
  '/home-pages/hotel/company': underConstruction,
  '/home-pages/association/industry': underConstruction,
  '*/brandwall-token/*': underConstruction,
}
