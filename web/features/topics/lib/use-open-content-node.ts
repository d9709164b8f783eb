import { useNavigate } from 'react-router'
import type { ContentNodeView } from '#common/content'
import { useFeedback } from '#web/lib/feedback.ts'
import { onClickContentNode } from './on-click-content-node.ts'

/** Opens a node by its kind (onClickContentNode); a node that cannot open says why in a warning. */
export function useOpenContentNode() {
  const navigate = useNavigate()
  const { message } = useFeedback()
  return (node: ContentNodeView) => {
    const result = onClickContentNode(node, (to) => navigate(to))
    if (!result.opened) message.warning(result.reason)
  }
}
