import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

/** A one-paragraph page made through the content editor's API, as an administrator (`headers`) makes it. */
export async function createTextPage(
  app: FastifyInstance,
  headers: Record<string, string>,
  page: { path: string; topic_key: string; title: string; text: string; summary?: string; access?: object },
) {
  const { text, summary = '', access = { kind: 'user' }, ...rest } = page
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/content/pages',
    headers,
    payload: {
      ...rest,
      summary,
      access,
      blocks: [{ type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text }] }] }],
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { path: string; version: number }
}
