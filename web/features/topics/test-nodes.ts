import type { ContentNodeView } from '#common/content'

/** A content node for tests: published, unlocked, at the top level and without children unless told otherwise. */
export const contentNode = (
  fields: Pick<ContentNodeView, 'id' | 'kind' | 'title'> & Partial<ContentNodeView>,
): ContentNodeView => ({
  parent_id: null,
  summary: '',
  target: null,
  published: true,
  public: false,
  locked: false,
  lock_reason: null,
  children: [],
  ...fields,
})
