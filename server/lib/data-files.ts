import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type { z } from 'zod'

/**
 * content/ at the repository root, read in place from the sources (tsx, vitest) and from the build
 * (dist/server/server/…): the build does not copy it, the server runs from the checkout (docs/deployment.md).
 */
export const contentDir = resolve(
  import.meta.dirname,
  import.meta.filename.endsWith('.js') ? '../../../..' : '../..',
  'content',
)

export type LocatedYaml = { doc: Document; at: (path: readonly PropertyKey[]) => number }

/**
 * A YAML file as a document with a way to find the line of a field; undefined after adding a
 * `file:line: problem` for a missing file or each syntax error.
 */
export function readYaml(fullPath: string, file: string, problems: string[]): LocatedYaml | undefined {
  let text: string
  try {
    text = readFileSync(fullPath, 'utf8')
  } catch {
    problems.push(`${file}: 文件不存在`)
    return undefined
  }
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false })
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = lineCounter.linePos(error.pos[0]).line
      problems.push(`${file}:${line}: YAML 写法有误：${error.message.split('\n')[0]}`)
    }
    return undefined
  }
  // The line of a field is its key's line (for a nested map the value starts a line later), of an item its own.
  const at = (path: readonly PropertyKey[]) => {
    for (let n = path.length; n > 0; n--) {
      const parent = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1) as unknown[], true)
      const step = path[n - 1]
      const node = isMap(parent)
        ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === step)?.key
        : isSeq(parent) && typeof step === 'number'
          ? parent.items[step]
          : undefined
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range
      if (range) return lineCounter.linePos(range[0]).line
    }
    const range = doc.contents?.range
    return range ? lineCounter.linePos(range[0]).line : 1
  }
  return { doc, at }
}

/** One line per problem: `file:line: nodes[1].children[0].target: message`; one per unknown field. */
export function issueLines(issue: z.core.$ZodIssue, file: string, at: LocatedYaml['at']): string[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => {
      const path = [...issue.path, key]
      return `${file}:${at(path)}: ${pathLabel(path)}: 不认识的字段`
    })
  const label = issue.path.length > 0 ? `${pathLabel(issue.path)}: ` : ''
  return [`${file}:${at(issue.path)}: ${label}${issue.message}`]
}

/** ['nodes', 1, 'children', 0, 'target'] → nodes[1].children[0].target */
export function pathLabel(path: readonly PropertyKey[]) {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`)).join('')
}

/**
 * A data file under content/ (`design/standards.yaml`), checked with its schema. Throws one error listing every
 * problem as `content/<file>:<line>: <field>: <problem>`, so a broken file stops the seed instead of seeding half of it.
 */
export function readDataFile<S extends z.ZodType>(file: string, schema: S, dir = contentDir): z.output<S> {
  const problems: string[] = []
  const name = `content/${file}`
  const yaml = readYaml(join(dir, file), name, problems)
  if (yaml) {
    const checked = schema.safeParse(yaml.doc.toJS())
    if (checked.success) return checked.data
    for (const issue of checked.error.issues) problems.push(...issueLines(issue, name, yaml.at))
  }
  throw new Error(`数据文件有误：\n${problems.join('\n')}`)
}
