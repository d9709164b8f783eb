/** A complete source for a test proposal; `quote` tells one test's figures from another's. */
export function testSource(quote: string) {
  return {
    kind: 'annual_report',
    publisher: '测试集团',
    title: '测试年报',
    url: 'https://example.com/report',
    published: '2026-03-20',
    period: '2025-12-31',
    quote,
  }
}
