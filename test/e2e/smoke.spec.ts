import { expect, test } from './fixtures.ts'

const base = () => process.env.E2E_BASE_URL ?? ''

test('the built app is served with its title and the server reports ready', async ({ page, request }) => {
  const ready = await request.get(`${base()}/readyz`)
  expect(ready.status()).toBe(200)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${base()}/login`)
  await expect(page).toHaveTitle('酒店产业云服务平台')
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(errors).toEqual([])
})

test('an unmatched path is a permanent redirect to /startPage/home', async ({ request }) => {
  const res = await request.get(`${base()}/no/such/page`, { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/startPage/home')
})

test('an unknown topic section answers 404 with the page that says so; a known one answers 200', async ({
  request,
}) => {
  const unknown = await request.get(`${base()}/startPage/noSuchSection`)
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['content-type']).toContain('text/html')
  expect((await request.get(`${base()}/startPage/huamei`)).status()).toBe(200)
  expect((await request.get(`${base()}/startPage/home`)).status()).toBe(200)
})

test('hashed assets are cached forever and served compressed', async ({ request, page }) => {
  await page.goto(`${base()}/login`)
  const script = await page.locator('script[type="module"]').first().getAttribute('src')
  expect(script).toMatch(/^\/assets\//)
  const res = await request.get(`${base()}${script}`, { headers: { 'accept-encoding': 'br' } })
  expect(res.headers()['cache-control']).toContain('immutable')
  expect(res.headers()['content-encoding']).toBe('br')
  const html = await request.get(`${base()}/login`)
  expect(html.headers()['cache-control']).toBe('no-cache')
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'")
})
