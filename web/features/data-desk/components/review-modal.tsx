/** A proposal under review: old and new side by side, approved or rejected with a reason. */
import { Alert, Button, Input, Modal, Space, Typography } from 'antd'
import { useState, useSyncExternalStore } from 'react'
import type { ProposalView } from '#common/data-desk'
import { useFeedback } from '#web/lib/feedback.ts'
import { session } from '#web/lib/session.ts'
import { approveProposal, rejectProposal, useDeskMutation } from '../api.ts'
import { Diff } from './desk-parts.tsx'

export function ReviewModal(props: { proposal: ProposalView | undefined; onClose: () => void }) {
  const { message } = useFeedback()
  const user = useSyncExternalStore(session.subscribe, session.user)
  const [reason, setReason] = useState('')
  const approve = useDeskMutation(approveProposal)
  const reject = useDeskMutation(rejectProposal)
  const p = props.proposal
  if (!p) return null
  // A hint only (names need not be unique): the server refuses the proposer's own approval with 403.
  const own = !!user && p.proposed_by_name === user.username
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      message.success(done)
      setReason('')
      props.onClose()
    } catch (error) {
      message.error((error as Error).message)
    }
  }
  return (
    <Modal
      open
      width={960}
      title={`审核：${p.label}`}
      onCancel={props.onClose}
      footer={
        p.status === 'pending' ? (
          <Space wrap>
            <Input
              placeholder="驳回理由（驳回时必填）"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              style={{ width: 320 }}
              aria-label="驳回理由"
            />
            <Button
              danger
              disabled={!reason.trim()}
              loading={reject.isPending}
              onClick={() => run(() => reject.mutateAsync({ id: p.id, reason }), '已驳回')}
            >
              驳回
            </Button>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={() => run(() => approve.mutateAsync(p.id), '已通过，新数值已生效')}
            >
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      {own && p.status === 'pending' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="这是您提交的修改，需由另一位研究员或管理员审核"
        />
      )}
      <Typography.Paragraph type="secondary">
        {p.proposed_by_name ?? p.proposed_by} 于 {p.proposed_at.slice(0, 16).replace('T', ' ')} 提交
        {p.note && `；口径：${p.note}`}
        {p.revert_of && '；这是一次撤回'}
      </Typography.Paragraph>
      <Diff p={p} />
      {p.reason && <Alert style={{ marginTop: 12 }} type="warning" message={`驳回理由：${p.reason}`} />}
    </Modal>
  )
}
