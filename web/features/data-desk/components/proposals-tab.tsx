/** The proposals waiting for review, or all of them with their outcome (修改记录). */
import { Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { type FigureKind, figureKindLabels, type ProposalView } from '#common/data-desk'
import { useProposals } from '../api.ts'
import { LinkButton, StatusTag, valueText } from './desk-parts.tsx'
import { ReviewModal } from './review-modal.tsx'

export function proposalColumns(onOpen: (p: ProposalView) => void): ColumnsType<ProposalView> {
  return [
    {
      title: '数据',
      dataIndex: 'label',
      render: (label: string, p) => <LinkButton onClick={() => onOpen(p)}>{label}</LinkButton>,
    },
    { title: '类别', dataIndex: 'kind', width: 110, render: (k: FigureKind) => figureKindLabels[k] },
    { title: '现值', width: 180, render: (_, p) => valueText(p.old_value, '') },
    { title: '建议值', width: 180, render: (_, p) => valueText(p.new_value, '') },
    { title: '来源', render: (_, p) => `${p.new_source.publisher}《${p.new_source.title}》` },
    { title: '提交人', dataIndex: 'proposed_by_name', width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: ProposalView['status']) => <StatusTag status={s} />,
    },
  ]
}

export function ProposalsTab(props: { status?: string }) {
  const proposals = useProposals(props.status)
  const [open, setOpen] = useState<ProposalView | undefined>()
  return (
    <>
      <Table<ProposalView>
        rowKey="id"
        size="small"
        loading={proposals.isLoading}
        dataSource={proposals.data ?? []}
        columns={proposalColumns(setOpen)}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 900 }}
        locale={{ emptyText: props.status === 'pending' ? '没有待审核的修改' : '暂无记录' }}
      />
      <ReviewModal proposal={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
