import { Form } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'
import { inputsFromSearch, searchFromInputs } from './url-inputs.ts'
import { useLiveResult } from './use-live-result.ts'

/**
 * A tool's form, its live result, and its inputs mirrored in the URL: the page opens with the URL's inputs (over
 * the defaults), and every valid edit replaces the query string, so the address bar always holds a link to what is
 * on screen.
 */
export function useToolInputs<I, R>(schema: z.ZodType<I>, defaults: I, calculate: (input: I) => R) {
  const [form] = Form.useForm()
  const [params, setParams] = useSearchParams()
  const [start] = useState(() => inputsFromSearch(params, schema, defaults))
  const live = useLiveResult(form, schema, start.input, calculate)

  function onValuesChange(_changed: unknown, all: unknown) {
    const parsed = schema.safeParse(all)
    if (parsed.success) setParams(searchFromInputs(parsed.data), { replace: true, preventScrollReset: true })
  }

  return { form, initialValues: start.input, ignored: start.ignored, live, onValuesChange }
}
