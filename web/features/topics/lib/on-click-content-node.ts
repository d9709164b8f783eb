import type { ContentNodeView } from '#common/content'
import { isExternalHref } from '#common/content-labels'

export type OpenResult = { opened: true } | { opened: false; reason: string }

/**
 * Opens a node by its kind: app routes (data pages, reports, applets, map, walls, project list, internal links)
 * through the router; external links and files in a new tab without access to this window.
 */
export function onClickContentNode(
  node: Pick<ContentNodeView, 'kind' | 'target' | 'locked' | 'lock_reason'>,
  navigate: (to: string) => void,
  openWindow: (url: string) => void = (url) => window.open(url, '_blank', 'noopener,noreferrer'),
): OpenResult {
  if (node.locked) return { opened: false, reason: node.lock_reason ?? '没有权限查看' }
  if (node.kind === 'group' || !node.target) return { opened: false, reason: '该条目没有可打开的内容' }
  if (isExternalHref(node.target) || node.kind === 'file') openWindow(node.target)
  else navigate(node.target)
  return { opened: true }
}
