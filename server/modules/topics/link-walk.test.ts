import { describe, expect, it } from 'vitest'
import { isAppletName } from '#common/applets/registry'
import { pagePathOfTarget } from '#common/content'
import { isAppPath } from '#common/routes'
import { loginSession } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { demoUsers } from '../auth/seed.ts'
import { seedReports } from '../reports/seed.ts'

type Headers = { authorization: string }
type TreeNode = { title: string; target: string | null; locked: boolean; kind: string; children: TreeNode[] }

const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)])

/** Every app path in a JSON answer: the values of link-like keys that start with a slash. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (['target', 'href', 'link', 'more_href', 'path'].includes(key) && typeof inner === 'string') {
        if (inner.startsWith('/') && !inner.startsWith('//')) found.push(inner)
      } else linksIn(inner, found)
    }
  }
  return found
}

/**
 * The card walk of issue 20 at the API: as each demo account, every unlocked node of every topic, every link of
 * the data pages it opens and every link of its organization's home must open something — a data page, a report,
 * a topic, a tool, a hotel, a profile or another page of the app. A dead end fails with the account and the link.
 */
describe('every link a demo account is shown opens', async () => {
  const { app, dbh } = await createTestApp()
  await seedReports(dbh.db, app.deps.storage)
  const get = (url: string, headers: Headers) => app.inject({ url: `/api/v1${url}`, headers })

  /** Why a link does not open for this account, or undefined when it does. */
  async function problem(link: string, headers: Headers): Promise<string | undefined> {
    const url = new URL(link, 'http://app.local')
    const id = url.searchParams.get('id') ?? ''
    const status = async (path: string) => (await get(path, headers)).statusCode
    if (!isAppPath(url.pathname)) return 'not a page of the app'
    if (url.pathname.startsWith('/datapage/') || url.pathname.startsWith('/v3/')) {
      const code = await status(`/pages?path=${encodeURIComponent(pagePathOfTarget(link))}`)
      return code === 200 ? undefined : `data page answers ${code}`
    }
    if (url.pathname === '/report-viewer') {
      const code = await status(`/reports/${encodeURIComponent(id)}`)
      return code === 200 ? undefined : `report answers ${code}`
    }
    if (url.pathname === '/hotel-viewer') {
      const code = await status(`/hotels/${encodeURIComponent(id)}`)
      return code === 200 ? undefined : `hotel answers ${code}`
    }
    if (url.pathname === '/section/profile') {
      const code = await status(`/profiles/${url.searchParams.get('kind')}/${encodeURIComponent(id)}`)
      return code === 200 ? undefined : `profile answers ${code}`
    }
    const section = url.pathname.match(/^\/startPage\/([^/]+)$/)?.[1]
    if (section && section !== 'home') {
      const code = await status(`/topics/${encodeURIComponent(decodeURIComponent(section))}`)
      return code === 200 ? undefined : `topic answers ${code}`
    }
    const applet = url.pathname.match(/^\/applet\/([^/]+)$/)?.[1]
    if (applet && !isAppletName(applet)) return 'no such tool'
    const organization = url.searchParams.get('organization')
    if (url.pathname.startsWith('/home-pages/') && organization) {
      const code = await status(`/portals/${encodeURIComponent(organization)}/home`)
      return code === 200 ? undefined : `organization home answers ${code}`
    }
    return undefined
  }

  for (const account of demoUsers.filter((u) => !u.disabled)) {
    it(`as ${account.phone} (${account.username})`, { timeout: 60_000 }, async () => {
      const session = await loginSession(app, account.phone)
      const headers = { authorization: `Bearer ${session.token}` }
      const dead: string[] = []
      const check = async (where: string, link: string) => {
        const why = await problem(link, headers)
        if (why) dead.push(`${where} → ${link}: ${why}`)
      }

      const topics = (await get('/topics', headers)).json().data as { key: string }[]
      for (const topic of topics) {
        const tree = await get(`/topics/${topic.key}`, headers)
        if (tree.statusCode !== 200) continue
        for (const node of flat(tree.json().data.nodes as TreeNode[])) {
          if (node.locked || !node.target?.startsWith('/')) continue
          await check(`${topic.key} · ${node.title}`, node.target)
          if (node.kind === 'page') {
            const page = await get(`/pages?path=${encodeURIComponent(pagePathOfTarget(node.target))}`, headers)
            if (page.statusCode === 200) {
              for (const link of new Set(linksIn(page.json().data.blocks))) await check(`${node.target}`, link)
            }
          }
        }
      }

      const organization = session.user.organization_id as string | null
      if (organization) {
        const home = await get(`/portals/${organization}/home`, headers)
        expect(home.statusCode, 'own organization home').toBe(200)
        for (const link of new Set(linksIn(home.json().data))) await check('home', link)
      }
      expect(dead).toEqual([])
    })
  }
})
