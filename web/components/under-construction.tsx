import { useLocation } from 'react-router'

/** Shown by routes whose screens are not built yet; it says so plainly. */
export function UnderConstruction() {
  const { pathname, search } = useLocation()
  return (
    <section style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>页面建设中</h2>
      <p style={{ margin: 0, color: 'rgba(255, 255, 255, 0.55)', wordBreak: 'break-all' }}>
        此页面（{pathname}
        {search}）正在建设中，敬请期待。
      </p>
    </section>
  )
}
