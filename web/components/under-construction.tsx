import { Result } from 'antd'
import { useLocation } from 'react-router'

/** Shown by routes whose screens are not built yet; it says so plainly. */
export function UnderConstruction() {
  const { pathname } = useLocation()
  return <Result status="info" title="页面建设中" subTitle={pathname} />
}
