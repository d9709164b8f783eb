import { lazy, Suspense } from 'react'
import type { Block } from '../../../../../common/content.ts'
import { BannerBlock } from './banner-block.tsx'
import { ChartBlock } from './chart-block.tsx'
import { FileListBlock } from './file-list-block.tsx'
import { ProjectListBlock } from './project-list-block.tsx'
import { ReportListBlock } from './report-list-block.tsx'
import { RichTextBlock } from './rich-text-block.tsx'
import { TableBlock } from './table-block.tsx'

// The benchmark table is data of its own: only pages that show it download it.
const BenchmarkBlock = lazy(async () => ({ default: (await import('./benchmark-block.tsx')).BenchmarkBlock }))

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
      return <ProjectListBlock block={block} />
    case 'banner':
      return <BannerBlock block={block} />
    case 'report_list':
      return <ReportListBlock block={block} />
    case 'benchmark':
      return (
        <Suspense fallback={null}>
          <BenchmarkBlock block={block} />
        </Suspense>
      )
  }
}
