import { Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import type { Block } from '#common/content'
import { SmartLink } from './smart-link.tsx'

type ProjectListBlockData = Extract<Block, { type: 'project_list' }>

/** The category options of a list (getCategory1Options): distinct categories in first-seen order. */
export function getCategory1Options(items: { category: string }[]) {
  return [...new Set(items.map((i) => i.category))].map((c) => ({ value: c, label: c }))
}

export function ProjectListBlock({ block }: { block: ProjectListBlockData }) {
  const [category, setCategory] = useState<string | undefined>()
  const options = getCategory1Options(block.items)
  const items = category ? block.items.filter((i) => i.category === category) : block.items
  return (
    <div>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
        {options.length > 1 && (
          <Select
            allowClear
            placeholder="全部类别"
            options={options}
            value={category}
            onChange={setCategory}
            style={{ minWidth: 160 }}
          />
        )}
      </Space>
      <Table
        size="small"
        rowKey="name"
        dataSource={items}
        pagination={items.length > 20 ? { pageSize: 20 } : false}
        columns={[
          {
            key: 'name',
            dataIndex: 'name',
            title: '项目',
            render: (name: string, item) => (item.href ? <SmartLink href={item.href}>{name}</SmartLink> : name),
          },
          { key: 'city', dataIndex: 'city', title: '城市' },
          { key: 'category', dataIndex: 'category', title: '类别' },
          { key: 'stage', dataIndex: 'stage', title: '阶段' },
          { key: 'summary', dataIndex: 'summary', title: '说明' },
        ]}
      />
      {block.more_href && <SmartLink href={block.more_href}>查看全部项目</SmartLink>}
    </div>
  )
}
