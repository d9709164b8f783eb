import { Avatar, Flex, Typography } from 'antd'
import { secondName } from '../lib/names.ts'

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

/** A wall card's head: the logo, the name and, when it says more than the name, the English name. */
export function CardName({ item }: { item: { name: string; name_en: string | null; logo_url: string | null } }) {
  const english = secondName(item)
  return (
    <Flex gap={12} align="center">
      <BrandLogo name={item.name} logoUrl={item.logo_url} />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>{item.name}</Typography.Text>
        {english && (
          <div>
            <Typography.Text type="secondary" ellipsis>
              {english}
            </Typography.Text>
          </div>
        )}
      </div>
    </Flex>
  )
}
