import { Button, Checkbox, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { maxNoteLength } from '#common/design'
import type { ChecklistItem } from '#common/design-schemas'
import { formatTime } from '#web/lib/format-time.ts'
import type { ItemChange } from '../api/checklists.ts'

type Props = {
  item: ChecklistItem
  canTick: boolean
  saving: boolean
  onChange: (change: ItemChange) => Promise<unknown>
}

/** One review item: the tick, who ticked it and when, and its note (edited in place). */
export function ChecklistItemRow({ item, canTick, saving, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null)
  const saveNote = async () => {
    if (draft === null) return
    await onChange({ itemId: item.id, note: draft })
    setDraft(null)
  }
  return (
    <div style={{ padding: '12px 0', borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
      <Checkbox
        checked={item.checked}
        disabled={!canTick || saving}
        onChange={(e) => onChange({ itemId: item.id, checked: e.target.checked })}
        aria-label={item.title}
      >
        <Typography.Text strong delete={false}>
          {item.title}
        </Typography.Text>
      </Checkbox>
      <div style={{ paddingLeft: 24 }}>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
          {item.guidance}
        </Typography.Paragraph>
        {item.checked && item.checked_by && item.checked_at && (
          <Typography.Text type="success" style={{ fontSize: 12, display: 'block' }}>
            {item.checked_by.name} 于 {formatTime(item.checked_at)} 勾选
          </Typography.Text>
        )}
        {draft === null ? (
          <Space wrap size={4} style={{ marginTop: 4 }}>
            {item.note && (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                备注：{item.note}
                {item.note_by && item.note_at && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {' '}
                    —— {item.note_by.name}，{formatTime(item.note_at)}
                  </Typography.Text>
                )}
              </Typography.Text>
            )}
            {canTick && (
              <Button
                size="small"
                type="link"
                onClick={() => setDraft(item.note)}
                aria-label={`编辑「${item.title}」的备注`}
              >
                {item.note ? '修改备注' : '添加备注'}
              </Button>
            )}
          </Space>
        ) : (
          <Space orientation="vertical" style={{ width: '100%', marginTop: 4 }}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={maxNoteLength}
              showCount
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-label={`「${item.title}」的备注`}
              placeholder="记录评审意见或整改要求"
            />
            <Space>
              <Button size="small" type="primary" loading={saving} onClick={saveNote}>
                保存备注
              </Button>
              <Button size="small" onClick={() => setDraft(null)}>
                取消
              </Button>
            </Space>
          </Space>
        )}
      </div>
    </div>
  )
}
