import type { FormInstance } from 'antd'
import type { z } from 'zod'

/** Puts zod issues on the form fields they belong to (first path segment); the rest come back as one message. */
export function showIssues(form: FormInstance, issues: z.core.$ZodIssue[], fields: readonly string[]) {
  const byField = new Map<string, string[]>()
  const other: string[] = []
  for (const issue of issues) {
    const [head] = issue.path
    const name = typeof head === 'string' && fields.includes(head) ? head : undefined
    const where = issue.path.length > 1 ? `（${issue.path.slice(1).join('.')}）` : ''
    if (name) byField.set(name, [...(byField.get(name) ?? []), `${issue.message}${where}`])
    else other.push(issue.message)
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })))
  return other.join('；')
}
