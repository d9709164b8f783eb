import { Button } from 'antd'
import { Result } from './lazy-result.tsx'

/**
 * Every "not found" of the app: a Chinese heading, the seed's exact 'Page Not Found: {path}' beneath it, and a way
 * back home.
 */
export function NotFound(props: { path?: string }) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={props.path ? `Page Not Found: ${props.path}` : 'Page not found'}
      extra={
        <Button type="primary" href="/startPage/home">
          返回首页
        </Button>
      }
    />
  )
}

type Props = { notFound: boolean; path?: string; pathname: string }

/** The error page for 404 and other errors (docs/shell.md § Routes, § Errors). */
export function ErrorView({ notFound, path, pathname }: Props) {
  if (notFound) return <NotFound path={path} />
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={`打开 ${pathname} 时出现问题，请刷新重试。`}
      extra={
        <Button type="primary" onClick={() => location.reload()}>
          刷新页面
        </Button>
      }
    />
  )
}
