import { EditOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Divider, Flex, Menu, Skeleton, Space, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import type { RichNode } from '#common/content'
import type { StudyChapter, StudyChapterKey } from '#common/study/api'
import { RichTextBlock } from '#web/features/topics/index.ts'
import { useStudyDocument } from '../api/studies.ts'
import { when } from '../lib/format.ts'
import { DocumentBlocks } from './document-blocks.tsx'

// The block editor (Tiptap, ADR 035) downloads only when a chapter is edited.
const RichTextEditor = lazy(() => import('#web/features/topics/lazy.ts').then((m) => ({ default: m.RichTextEditor })))

/** The chapter's generated tables, charts and sentences, as the document prints them. */
function Generated(props: { documentPath: string; computedAt: string; chapter: StudyChapterKey }) {
  const document = useStudyDocument(props.documentPath, props.computedAt)
  if (document.isPending) return <Skeleton active />
  if (document.isError)
    return <Alert type="warning" showIcon title={`未能读取本章生成的图表：${document.error.message}`} />
  const blocks = document.data.chapters.find((c) => c.key === props.chapter)?.blocks ?? []
  if (blocks.length === 0) return <Typography.Text type="secondary">本章没有生成的表格或图表。</Typography.Text>
  return <DocumentBlocks blocks={blocks} />
}

/**
 * 报告章节: each chapter as the document will contain it: the tables, charts and sentences generated from the figures
 * (read-only, the document model's own numbers), then the consultant's own text, written in the block editor.
 * Recomputing the figures keeps that text.
 */
export function Chapters(props: {
  chapters: StudyChapter[]
  /** Where the generated blocks are read (the draft's or a version's document) and the computation they show. */
  documentPath: string
  computedAt: string
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
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          生成的图表与数据
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {props.editable
            ? '以下内容由最新测算生成，只读；导出 Word / PDF 时原样写入本章。'
            : '以下内容由发布时的测算生成，与下载的 Word / PDF 一致。'}
        </Typography.Paragraph>
        <Generated documentPath={props.documentPath} computedAt={props.computedAt} chapter={chapter.key} />
        <Divider />
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          顾问正文
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          顾问撰写的分析与结论，排在本章图表之后
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
