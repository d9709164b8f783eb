import { Breadcrumb } from 'antd'
import { Link, useLocation } from 'react-router'
import { menuFor, menuSectionFor, routeFor } from '#common/routes'
import { landingPathFor } from '#common/user-types'
import { useTopics } from '#web/features/topics/api/get-topics.ts'
import { usePageOwnTitle } from '#web/lib/page-title.ts'
import type { UserInfo } from '#web/lib/session.ts'

/**
 * Where am I: 首页 › the section the page belongs to (a topic, 项目, 酒店地图…) › the page. The section's name is
 * its menu label, else the topic's own title; the page's is the title it gave itself, else the route's.
 */
export default function Breadcrumbs({ user }: { user: UserInfo }) {
  const { pathname, search } = useLocation()
  const own = usePageOwnTitle(pathname)
  const topics = useTopics()
  const home = landingPathFor(user)
  const section = menuSectionFor(pathname, search)
  const menuLabel = menuFor(user, home).find((i) => i.path.split('?')[0] === section)?.label
  const topicKey = section?.startsWith('/startPage/') ? section.slice('/startPage/'.length) : undefined
  const topicTitle = topics.data?.find((t) => t.key === topicKey)?.title
  const here = own ?? routeFor(pathname)?.title ?? ''
  const items = [{ key: 'home', title: <Link to={home}>首页</Link> }]
  if (section && section !== pathname) {
    const label = topicTitle ?? menuLabel ?? routeFor(section)?.title ?? ''
    items.push({ key: 'section', title: <Link to={section}>{label}</Link> })
  }
  items.push({ key: 'here', title: <span aria-current="page">{here}</span> })
  return <Breadcrumb items={items} style={{ marginBottom: 12 }} />
}
