import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'

/** A screen the signed-in user may not use: why, whom to ask, and the way back home; no control they could not use. */
export function Forbidden(props: { title: string; subTitle: string }) {
  const navigate = useNavigate()
  return (
    <Result
      status="403"
      title={props.title}
      subTitle={props.subTitle}
      extra={
        <Button type="primary" onClick={() => navigate('/startPage/home')}>
          返回首页
        </Button>
      }
    />
  )
}
