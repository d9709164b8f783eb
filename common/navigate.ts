import { isOneOf } from './vocabulary.ts'

/**
 * The screens behind /navigate?page_type=…: the two hubs of docs/shell.md § Landing and the resource screens they lead
 * to. The route table has one /navigate route (docs/shell.md § Routes); page_type picks the screen, anything else is a
 * 404.
 */
export const navigatePageTypes = [
  'design_homepage',
  'procurement_homepage',
  'design_standards',
  'design_cases',
  'design_checklist',
  'procurement_catalog',
  'procurement_suppliers',
  'procurement_requests',
  'procurement_budget',
] as const
export type NavigatePageType = (typeof navigatePageTypes)[number]

export const isNavigatePageType = isOneOf(navigatePageTypes)
