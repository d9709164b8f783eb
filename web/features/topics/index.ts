// What other features use of this feature (ADR 142): they import it from here, never from its files.
export { useTopics } from './api/get-topics.ts'
export { useContentSearch } from './api/search-content.ts'
export { RichTextBlock } from './components/blocks/rich-text-block.tsx'
export { nodeKindLabels } from './components/node-icon.tsx'
