import { EditOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Menu, Skeleton, Space, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import type { RichNode } from '#common/content'
import type { StudyChapter, StudyChapterKey } from '#common/study/api'
import { RichTextBlock } from '#web/features/topics/index.ts'
import { when } from '../lib/format.ts'

// The block editor (Tiptap, ADR 035) downloads only when a chapter is edited.
const RichTextEditor = lazy(() => import('#web/features/topics/lazy.ts').then((m) => ({ default: m.RichTextEditor })))

/**
 * 报告章节: each chapter's own text, written by the consultant in the block editor. Tables and charts are generated
 * from the figures when the document is exported; recomputing them keeps this text.
 */
export function Chapters(props: {
  chapters: StudyChapter[]
  editable: boolean
  saving: boolean
  saveError: string | null
  onSave: (chapter: StudyChapterKey, text: RichNode[], done: () => void) => void
}) {
  const [current, setCurrent] = useState<StudyChapterKey>(props.chapters[0]?.key ?? 'summary')
  const [draft, setDraft] = useState<RichNode[] | null>(null)
  const chapter = props.chapters.find((c) => c.key === current) ?? props.chapters[0]
  if (!chapter) return <Typography.Text type="secondary">没有章节。</Typography.Text>
  const editing = draft !== null
  const number = props.chapters.indexOf(chapter) + 1

  return (
    <Flex gap={16} wrap style={{ alignItems: 'flex-start' }}>
      <Menu
        aria-label="章节"
        mode="inline"
        style={{ flex: '0 1 240px', minWidth: 200 }}
        selectedKeys={[chapter.key]}
        onClick={({ key }) => {
          if (editing) return
          setCurrent(key as StudyChapterKey)
        }}
        items={props.chapters.map((c, i) => ({
          key: c.key,
          label: `${i + 1}. ${c.title}`,
          disabled: editing && c.key !== chapter.key,
        }))}
      />
      <Card
        size="small"
        style={{ flex: '1 1 320px', minWidth: 0 }}
        title={`${number}. ${chapter.title}`}
        extra={
          props.editable &&
          (editing ? (
            <Space>
              <Button onClick={() => setDraft(null)}>取消</Button>
              <Button
                type="primary"
                loading={props.saving}
                onClick={() => props.onSave(chapter.key, draft, () => setDraft(null))}
              >
                保存正文
              </Button>
            </Space>
          ) : (
            <Button icon={<EditOutlined />} onClick={() => setDraft(chapter.text)}>
              编辑正文
            </Button>
          ))
        }
      >
        <Typography.Paragraph type="secondary">
          {props.editable
            ? '本章的表格和图表在导出时根据最新测算生成；下面是顾问撰写的正文'
            : '本章的表格和图表见下载的 Word / PDF 文件；下面是顾问撰写的正文'}
          {chapter.updated_at ? `（最后保存于 ${when(chapter.updated_at)}）` : ''}。
        </Typography.Paragraph>
        {editing && props.saveError && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`未能保存：${props.saveError}`} />
        )}
        {editing ? (
          <Suspense fallback={<Skeleton active />}>
            <RichTextEditor key={chapter.key} value={draft} onChange={setDraft} label={`${chapter.title}正文`} />
          </Suspense>
        ) : chapter.text.length > 0 ? (
          <RichTextBlock block={{ type: 'rich_text', content: chapter.text }} />
        ) : (
          <Typography.Text type="secondary">
            {props.editable ? '尚未撰写正文。点击“编辑正文”撰写本章的分析与结论。' : '本章没有正文。'}
          </Typography.Text>
        )}
      </Card>
    </Flex>
  )
}
