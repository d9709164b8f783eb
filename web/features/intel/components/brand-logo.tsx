import { Avatar } from 'antd'

const palette = ['#d4282d', '#1677ff', '#52c41a', '#faad14', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16']

/** The brand's logo when one was uploaded, else its first characters on a colour derived from the name. */
export function BrandLogo(props: { name: string; logoUrl: string | null; size?: number }) {
  if (props.logoUrl) return <Avatar shape="square" size={props.size ?? 48} src={props.logoUrl} alt={props.name} />
  let hash = 0
  for (const ch of props.name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return (
    <Avatar shape="square" size={props.size ?? 48} style={{ background: palette[hash % palette.length] }}>
      {[...props.name].slice(0, 2).join('')}
    </Avatar>
  )
}
