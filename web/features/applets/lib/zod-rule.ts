import type { FormRule } from 'antd'
import type { z } from 'zod'

/**
 * An antd Form rule that runs a field's zod schema from common/applets, so the form shows exactly the message the
 * formula module defines and the two can never disagree.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value) => {
      const parsed = schema.safeParse(value)
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '输入无效')
    },
  }
}
