import { lazy, Suspense } from 'react'
import type { Block } from '#common/content'
import { BannerBlock } from './banner-block.tsx'
import { ChartBlock } from './chart-block.tsx'
import { FileListBlock } from './file-list-block.tsx'
import { RichTextBlock } from './rich-text-block.tsx'
import { TableBlock } from './table-block.tsx'

// The benchmark table is data of its own, and the project and report lists use antd's Table, List and Select:
// only pages that show them download them.
const BenchmarkBlock = lazy(async () => ({ default: (await import('./benchmark-block.tsx')).BenchmarkBlock }))
const ProjectListBlock = lazy(async () => ({ default: (await import('./project-list-block.tsx')).ProjectListBlock }))
const ReportListBlock = lazy(async () => ({ default: (await import('./report-list-block.tsx')).ReportListBlock }))

/** One component per block type: adding a type is one schema member in common/content.ts and one case here. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'rich_text':
      return <RichTextBlock block={block} />
    case 'table':
      return <TableBlock block={block} />
    case 'chart':
      return <ChartBlock block={block} />
    case 'file_list':
      return <FileListBlock block={block} />
    case 'project_list':
      return (
        <Suspense fallback={null}>
          <ProjectListBlock block={block} />
        </Suspense>
      )
    case 'banner':
      return <BannerBlock block={block} />
    case 'report_list':
      return (
        <Suspense fallback={null}>
          <ReportListBlock block={block} />
        </Suspense>
      )
    case 'benchmark':
      return (
        <Suspense fallback={null}>
          <BenchmarkBlock block={block} />
        </Suspense>
      )
  }
}
