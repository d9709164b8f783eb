import { Button, Result } from 'antd'

type Props = { notFound: boolean; path?: string; pathname: string }

/** The error page for 404 and other errors (seed §2, §8). */
export function ErrorView({ notFound, path, pathname }: Props) {
  if (notFound) {
    return (
      <Result
        status="404"
        title="404"
        subTitle={path ? `Page Not Found: ${path}` : 'Page not found'}
        extra={<Button href="/startPage/home">返回首页</Button>}
      />
    )
  }
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
