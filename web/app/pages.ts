import type { ComponentType } from 'react'
import type { RoutePath } from '#common/routes'

type PageLoader = () => Promise<ComponentType>

/** `/` and `/startPage/home` only redirect (docs/shell.md § Guards, rules 2 and 4): the guards never let them draw. */
const redirectOnly: PageLoader = async () => () => null

/**
 * Which component draws each route of common/routes.ts, one line per route:
 * `() => import('../features/x/y-page.tsx').then((m) => m.YPage)`. Every page is its own lazy chunk.
 */
export const pages: Record<RoutePath, PageLoader> = {
  '/': redirectOnly,
  '/login': () => import('../features/auth/login-redirect-page.tsx').then((m) => m.LoginRedirectPage),
  '/wxp/content': () => import('../features/topics/components/public-article.tsx').then((m) => m.Component),
  '/privacy': () => import('../features/privacy/privacy-notice-page.tsx').then((m) => m.Component),
  '/personal-data': () => import('../features/privacy/personal-data-page.tsx').then((m) => m.Component),
  '/choose-category': () => import('../features/portals/choose-category.tsx').then((m) => m.Component),
  '/manage-users': () => import('../features/admin/components/manage-users-page.tsx').then((m) => m.Component),
  '/manage-projects': () => import('../features/projects/manage-projects-page.tsx').then((m) => m.Component),
  '/asset-reviews': () => import('../features/asset-review/asset-review-page.tsx').then((m) => m.Component),
  '/data-desk': () => import('../features/data-desk/data-desk-page.tsx').then((m) => m.Component),
  '/navigate': () => import('./navigate-page.tsx').then((m) => m.NavigatePage),
  '/startPage/home': redirectOnly,
  '/startPage/:section': () => import('../features/topics/components/start-page.tsx').then((m) => m.Component),
  '/section/brand': () => import('../features/intel/components/brand-wall.tsx').then((m) => m.BrandWall),
  '/section/city': () => import('../features/intel/components/city-wall.tsx').then((m) => m.CityWall),
  '/section/group': () => import('../features/intel/components/group-wall.tsx').then((m) => m.GroupWall),
  '/section/hotel': () => import('../features/intel/components/hotel-wall.tsx').then((m) => m.HotelWall),
  '/section/profile': () => import('../features/intel/components/profile-page.tsx').then((m) => m.ProfilePage),
  '/section/supply': () => import('../features/intel/components/supply-page.tsx').then((m) => m.SupplyPage),
  '/section/sources': () => import('../features/intel/components/sources-page.tsx').then((m) => m.SourcesPage),
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
  '/home-pages/management-group/brand': () => import('./portal-pages.tsx').then((m) => m.ManagementGroupHomePage),
  '/home-pages/project/project': () =>
    import('../features/portals/project-client-home.tsx').then((m) => m.ProjectClientHome),
  '/home-pages/ownership/industry': () => import('../features/portals/owner-home.tsx').then((m) => m.OwnerHome),
  '/home-pages/school/industry': () => import('../features/portals/school-home.tsx').then((m) => m.SchoolHome),
  '/home-pages/hotel/company': () => import('../features/portals/single-hotel-home.tsx').then((m) => m.SingleHotelHome),
  '/home-pages/association/industry': () =>
    import('../features/portals/association-home.tsx').then((m) => m.AssociationHome),
  '*/brandwall-token/*': () =>
    import('../features/intel/components/brandwall-token-wall.tsx').then((m) => m.BrandwallTokenWall),
}
