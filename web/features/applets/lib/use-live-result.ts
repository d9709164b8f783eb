import { Form, type FormInstance } from 'antd'
import { useMemo } from 'react'
import type { z } from 'zod'

/**
 * Recomputes a tool's result whenever the form changes and every value passes the schema; null while any input is
 * invalid (the form shows why next to the field). Deriving in render keeps inputs and results in step.
 */
export function useLiveResult<I, R>(
  form: FormInstance,
  schema: z.ZodType<I>,
  initial: I,
  calculate: (input: I) => R,
): { input: I; result: R } | null {
  const values = Form.useWatch((all) => all, form)
  return useMemo(() => {
    const parsed = schema.safeParse(values ?? initial)
    return parsed.success ? { input: parsed.data, result: calculate(parsed.data) } : null
  }, [values, schema, initial, calculate])
}
