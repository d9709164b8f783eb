import { Collapse, Typography } from 'antd'
import { Fragment } from 'react'

export type FigureNote = { term: string; text: string }

/** "How to read these figures": a short explanation of each result, folded so the numbers come first. */
export function FigureNotes({ notes, title = '指标说明与计算口径' }: { notes: FigureNote[]; title?: string }) {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'notes',
          label: title,
          children: (
            <dl style={{ margin: 0 }}>
              {notes.map((note) => (
                <Fragment key={note.term}>
                  <dt>
                    <Typography.Text strong>{note.term}</Typography.Text>
                  </dt>
                  <dd style={{ margin: '0 0 8px' }}>
                    <Typography.Text type="secondary">{note.text}</Typography.Text>
                  </dd>
                </Fragment>
              ))}
            </dl>
          ),
        },
      ]}
    />
  )
}
