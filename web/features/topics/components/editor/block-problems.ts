import type { z } from 'zod'
import { type Block, blocksSchema } from '#common/content'

export type BlockProblems = {
  /** Problems of the page's block list as a whole (no blocks at all, too many). */
  page: string[]
  /** Problems of each block, by its position, in Chinese with the field they are about. */
  byBlock: string[][]
  /** The blocks as the schema accepts them (trimmed), when there is no problem. */
  accepted: Block[] | null
}

/** Checks the blocks with the same schema as the API and files every problem under the block it belongs to. */
export function checkBlocks(blocks: readonly Block[]): BlockProblems {
  const parsed = blocksSchema.safeParse(blocks)
  const byBlock = blocks.map((): string[] => [])
  if (parsed.success) return { page: [], byBlock, accepted: parsed.data }
  const page: string[] = []
  for (const issue of parsed.error.issues) {
    const [index, ...rest] = issue.path
    const list = typeof index === 'number' ? byBlock[index] : undefined
    const line = `${rest.length > 0 ? `${whereIn(rest, blocks[index as number])}：` : ''}${messageOf(issue)}`
    if (list) {
      if (!list.includes(line)) list.push(line)
    } else page.push(messageOf(issue))
  }
  return { page, byBlock, accepted: null }
}

const fieldNames: Record<string, string> = {
  title: '标题',
  text: '文字',
  href: '链接',
  image_url: '图片地址',
  note: '备注',
  content: '正文',
  spans: '文字',
  items: '条目',
  columns: '列',
  rows: '行',
  key: '列键',
  align: '对齐',
  categories: '分类',
  series: '数据系列',
  name: '名称',
  data: '数值',
  unit: '单位',
  chart: '图表类型',
  files: '文件',
  format: '格式',
  city: '城市',
  category: '类别',
  stage: '阶段',
  summary: '简介',
  more_href: '“更多”链接',
  keys: '基准指标',
  tier: '城市级别',
}

/** Which position a number in the path is, worded for the list it counts in. */
const ordinal: Record<string, (n: number) => string> = {
  rows: (n) => `第 ${n} 行`,
  columns: (n) => `第 ${n} 列`,
  series: (n) => `第 ${n} 个系列`,
  categories: (n) => `第 ${n} 个分类`,
  data: (n) => `第 ${n} 个数值`,
  content: (n) => `第 ${n} 段`,
  files: (n) => `第 ${n} 个文件`,
  items: (n) => `第 ${n} 项`,
  keys: (n) => `第 ${n} 个指标`,
  spans: (n) => `第 ${n} 处文字`,
}

/** ["rows", 2, "value"] → "第 3 行 · 数值": a table cell is named by its column's title, never its hidden key. */
function whereIn(path: readonly PropertyKey[], block: Block | undefined) {
  const parts: string[] = []
  path.forEach((segment, i) => {
    const previous = path[i - 1]
    if (block?.type === 'table' && path[0] === 'rows' && i === 2) {
      parts.push(block.columns.find((c) => c.key === segment)?.title ?? String(segment))
    } else if (typeof segment === 'number') {
      const word = typeof previous === 'string' ? ordinal[previous] : undefined
      parts[parts.length - 1] = word ? word(segment + 1) : `${parts.at(-1) ?? ''}第 ${segment + 1} 项`
    } else parts.push(fieldNames[String(segment)] ?? String(segment))
  })
  return parts.join(' · ')
}

const cjk = /[\u4e00-\u9fff]/

/** The schema's own Chinese message where it has one; zod's built-in English ones said in Chinese. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (cjk.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `至少 ${issue.minimum} 个字`
      if (issue.origin === 'array') return `至少需要 ${issue.minimum} 项`
      return `不能小于 ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string') return `不能超过 ${issue.maximum} 个字`
      if (issue.origin === 'array') return `最多 ${issue.maximum} 项`
      return `不能大于 ${issue.maximum}`
    case 'invalid_type':
      return issue.expected === 'number' ? '请填写数字' : '缺少内容或格式不对'
    case 'invalid_value':
      return '不是可选的值'
    case 'invalid_format':
      return '格式不对'
    default:
      return '内容不符合要求'
  }
}
