/**
 * The zod-free part of the content language: what a start page needs to draw, kept apart from the schemas in
 * content.ts so the first screen a user lands on does not download the validation library.
 */
export const lifecycleStages = ['overview', 'invest', 'finance', 'build', 'operate', 'exit'] as const
export type LifecycleStage = (typeof lifecycleStages)[number]

export const lifecycleStageLabels: Record<LifecycleStage, string> = {
  overview: '综合',
  invest: '投资决策',
  finance: '融资与品牌',
  build: '设计建造',
  operate: '开业运营',
  exit: '资产与退出',
}

export function isExternalHref(href: string) {
  return /^https?:\/\//i.test(href)
}

/** A link without its query and fragment. */
export function pathOf(href: string) {
  return href.split(/[?#]/)[0] ?? ''
}

/** The data page path a /datapage/<path> or /v3/<path> target points at. */
export function pagePathOfTarget(target: string) {
  return pathOf(target).replace(/^\/(datapage|v3)\//, '')
}
