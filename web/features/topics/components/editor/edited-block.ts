import type { Block } from '#common/content'

/** A block being edited, with an id of its own so its form (and the rich-text editor's state) follows it when moved. */
export type EditedBlock = { id: number; block: Block }

let lastId = 0
export const editedBlock = (block: Block): EditedBlock => ({ id: ++lastId, block })
