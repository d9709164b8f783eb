import { expect, test } from './fixtures.ts'
import { base, clickNavLink, fakeToken, signIn } from './support.ts'

const ADMIN = '13800000000'
const OPEN_HOTEL = '13800000005'
const PROJECT_CLIENT = '13800000008'
const OWNER = '13800000011'

test('the loading overlay shows logo, spinner and 正在加载... before any app script runs, then goes', async ({
  page,
}) => {
  // No script at all, not even the overlay's own: the overlay is plain HTML and CSS.
  await page.route(/\/(assets\/.*|overlay)\.js$/, (route) => route.abort())
  await page.goto(`${base()}/startPage/home`)
  const overlay = page.locator('#app-loading')
  await expect(overlay).toContainText('正在加载...')
  await expect(overlay.locator('img')).toBeVisible()
  await expect(overlay.locator('.app-loading-spinner')).toBeVisible()
  await page.unrouteAll()
  await page.goto(`${base()}/login`)
  await expect(page.locator('#app-loading')).toHaveCount(0, { timeout: 8_000 })
})

test.describe('guards', () => {
  test('a page without login saves lastPath and lastPathQuery and goes to /login', async ({ page }) => {
    await page.goto(`${base()}/hotel-viewer?id=42`)
    await expect(page).toHaveURL(/\/login$/)
    const saved = await page.evaluate(() => [localStorage.getItem('lastPath'), localStorage.getItem('lastPathQuery')])
    expect(saved).toEqual(['/hotel-viewer', '{"id":"42"}'])
  })

  test('/ with a valid login goes to /startPage/home, then to the organization home or by user type', async ({
    page,
  }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/`)
    await expect(page).toHaveURL(/\/choose-category$/)
    await signIn(page, OPEN_HOTEL)
    await page.goto(`${base()}/startPage/home`)
    await expect(page).toHaveURL(/\/startPage\/homeHotel$/)
  })

  test('one home per account: /, /startPage/home, 首页 and 返回首页 lead to the same page', async ({ page }) => {
    await signIn(page, PROJECT_CLIENT)
    await page.goto(`${base()}/`)
    await expect(page).toHaveURL(/\/home-pages\/project\/project\?organization=/)
    const home = page.url()
    await page.goto(`${base()}/startPage/home`)
    await expect(page).toHaveURL(home)
    await page.goto(`${base()}/startPage/noSuchSection`)
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect(page).toHaveURL(home)
    await page.goto(`${base()}/startPage/industryWatch`)
    await clickNavLink(page, '首页')
    await expect(page).toHaveURL(home)
  })

  test('staff opening a client home by a topic link pick an organization of that kind', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/choose-category`)
    await page.goto(`${base()}/home-pages/school/industry`)
    await expect(page).toHaveURL(/\/choose-category\?kind=school$/)
    await expect(page.getByText('东海旅游职业学院酒店管理系')).toBeVisible()
  })

  test('a client home page gets the organization query', async ({ page }) => {
    const { user } = await signIn(page, OWNER)
    await page.goto(`${base()}/home-pages/ownership/industry`)
    await expect(page).toHaveURL(`${base()}/home-pages/ownership/industry?organization=${user.organization}`)
  })

  test('an employee sees the organization being viewed and /choose-category clears it', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/home-pages/project/project?organization=client-x`)
    await expect(page.getByText('正在查看：client-x')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('currOrg'))).toContain('client-x')
    await page.goto(`${base()}/choose-category?organization=client-x`)
    await expect(page).toHaveURL(/\/choose-category$/)
    expect(await page.evaluate(() => localStorage.getItem('currOrg'))).toBeNull()
    await expect(page.getByRole('button', { name: '选择客户' })).toBeVisible()
  })

  test('an expired session shows 登录已过期，请重新登录 on the login page', async ({ page }) => {
    await signIn(page, ADMIN)
    const expired = fakeToken({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })
    await page.context().addCookies([{ name: 'jwt', value: expired, url: base() }])
    await page.context().clearCookies({ name: 'hic_refresh' })
    await page.goto(`${base()}/hotel-map`)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('alert')).toHaveText('登录已过期，请重新登录')
  })
})

test.describe('frame', () => {
  test('the watermark carries no pointer events, is absent on /login and comes back when removed', async ({ page }) => {
    await signIn(page, ADMIN)
    expect(await page.locator('.app-watermark').count()).toBe(0)
    await page.goto(`${base()}/startPage/brand`)
    const mark = page.locator('.app-watermark > div[style*="background-image"]')
    await expect(mark).toHaveCount(1)
    await expect(mark).toHaveCSS('pointer-events', 'none')
    await mark.evaluate((el) => el.remove())
    await expect(mark).toHaveCount(1)
    await page.locator('.app-watermark > div[style*="background-image"]').evaluate((el) => {
      el.setAttribute('style', 'display:none')
    })
    await expect(page.locator('.app-watermark > div[style*="background-image"]')).toBeVisible()
    // One fixed layer over the page and over its dialogs (drawn above antd's modal layer).
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog')).toBeVisible()
    const zIndex = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Number(getComputedStyle(el).zIndex))
    expect(await zIndex('.app-watermark > div[style*="background-image"]')).toBeGreaterThan(
      await zIndex('.ant-modal-wrap'),
    )
    await expect(mark).toHaveCSS('position', 'fixed')
  })

  test('the footer shows the version of the build and the header the user', async ({ page }) => {
    const { user } = await signIn(page, ADMIN)
    await page.goto(`${base()}/startPage/brand`)
    await expect(page.getByTestId('app-version')).toHaveText('版本 5.1.78b')
    await expect(page.getByTestId('header-username')).toHaveText(user.username)
    await expect(page.getByRole('navigation', { name: '主菜单' })).toContainText('品牌')
  })

  test('the shell fits 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signIn(page, ADMIN)
    await page.goto(`${base()}/startPage/brand`)
    await expect(page.getByRole('heading', { name: /品牌选择/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('logout ends the session and returns to /login', async ({ page }) => {
    await signIn(page, OPEN_HOTEL)
    await page.goto(`${base()}/startPage/homeHotel`)
    await page.getByRole('button', { name: /账户菜单/ }).click()
    await page.getByText('退出登录').click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull()
  })
})

test.describe('errors', () => {
  test('a route whose parameters fail validation is a 404 naming the path', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/startPage/noSuchTopic`)
    await expect(page.getByText('Page Not Found: /startPage/noSuchTopic')).toBeVisible()
    await page.goto(`${base()}/applet/noSuchTool`)
    await expect(page.getByText('Page Not Found: /applet/noSuchTool')).toBeVisible()
  })

  test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
    await signIn(page, ADMIN)
    let loads = 0
    page.on('load', () => loads++)
    await page.route('**/assets/hotel-map-*.js', (route) => route.abort())
    await page.goto(`${base()}/hotel-map`)
    await expect(page.getByText('页面出错了')).toBeVisible({ timeout: 20_000 })
    expect(loads).toBe(2)
  })

  test('a chunk that fails while navigating reloads the page being opened, not the one being left', async ({
    page,
  }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/startPage/brand`)
    await expect(page.getByRole('heading', { name: /品牌选择/ })).toBeVisible()
    let failures = 0
    await page.route('**/assets/hotel-map-*.js', (route) => (failures++ === 0 ? route.abort() : route.continue()))
    await clickNavLink(page, '酒店地图')
    await expect(page).toHaveURL(/\/hotel-map$/)
    await expect.poll(() => failures, { timeout: 20_000 }).toBe(2)
    await page.waitForLoadState('load')
    await expect(page.getByText('页面出错了')).toHaveCount(0)
  })

  test('the tab names the topic or the data page being read', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/startPage/brand`)
    await expect(page).toHaveTitle(/^品牌选择/)
    await page.goto(`${base()}/datapage/huamei/overview`)
    await expect(page).toHaveTitle(/^我们的服务 - /)
  })

  test('a page below a home shows where it is: 首页 › its topic › itself, and the menu marks the section', async ({
    page,
  }) => {
    await signIn(page, ADMIN)
    await page.goto(`${base()}/datapage/brand/overview`)
    const trail = page.locator('.ant-breadcrumb')
    await expect(trail.getByText('首页')).toBeVisible()
    await expect(trail.locator('[aria-current="page"]')).not.toBeEmpty()
    await expect(page.getByRole('navigation', { name: '主菜单' }).locator('a[aria-current]')).toHaveText('品牌')
    await trail.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/startPage\/brand$/)
    await page.goto(`${base()}/choose-category`)
    await expect(page.locator('.ant-breadcrumb')).toHaveCount(0)
  })

  test('a link with a hash scrolls to its anchor', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto(`${base()}/datapage/huamei/overview`)
    await expect(page.locator('#block-2')).toBeAttached()
    const count = await page.locator('section[id^="block-"]').count()
    await page.goto(`${base()}/startPage/huamei`)
    await page.goto(`${base()}/datapage/huamei/overview#block-${count}`)
    await expect(page.locator(`#block-${count}`)).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test('a new build id in builds/latest.json brings a notice with a reload button', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.goto(`${base()}/startPage/brand`)
  await expect(page.getByRole('heading', { name: /品牌选择/ })).toBeVisible()
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: new Date().toISOString() } }),
  )
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page.getByText('发现新版本')).toBeVisible()
  await expect(page.getByRole('button', { name: '立即刷新' })).toBeVisible()
})

test('every build publishes its id, its metadata and the prerendered /login with its payload, never cached', async ({
  request,
}) => {
  const latest = await request.get(`${base()}/builds/latest.json`)
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const { id } = await latest.json()
  const meta = await (await request.get(`${base()}/builds/meta/${id}.json`)).json()
  expect(meta).toMatchObject({ id, prerendered: ['/login'] })
  expect(new RegExp(meta.matcher).test('/login')).toBe(true)
  const payload = await request.get(`${base()}/login/_payload.json?${id}`)
  expect(payload.headers()['cache-control']).toBe('no-cache')
  expect(await payload.json()).toMatchObject({ route: '/login', build_id: id })
  const html = await (await request.get(`${base()}/login`)).text()
  expect(html).toContain('获取验证码')
  expect(html).toContain('正在加载...')
})

test("antd's styles come from the build's CSS files, none is written in the browser, and screens keep the theme", async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await page.goto(`${base()}/manage-users`)
  const create = page.getByRole('button', { name: '新建用户' })
  await expect(create).toBeVisible()
  // The dark theme's primary red (derived from #d4282d): the static CSS takes it from the variables antd still sets.
  expect(await create.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(183, 37, 41)')
  // The drawer and its form arrive with their chunk's CSS: laid out, not in the page's flow.
  await create.click()
  const drawer = page.locator('.ant-drawer-content-wrapper')
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
  // antd still writes the theme's CSS variables (rules that start with `--`); no rule that styles a component.
  const written = await page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((s) =>
        /\.ant-(btn|table|drawer|form|input)\b[^{]*\{(?!--)/.test(s.textContent ?? ''),
      ).length,
  )
  expect(written).toBe(0)
})
