import {
  BoldOutlined,
  DisconnectOutlined,
  FontSizeOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PicRightOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { Alert, Button, Divider, Input, Popover, Space, Tooltip, Typography } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { isSafeHref, type RichNode } from '#common/content'
import { docToRich, richToDoc } from './rich-text-doc.ts'
import { richTextExtensions } from './rich-text-extensions.ts'
import './rich-text-editor.css'

/**
 * The rich-text block's editor (Tiptap, ADR 035), loaded only when a rich-text block is edited. It starts from the
 * stored tree and reports the tree after every change; its own document stays the source of the cursor and undo
 * history, so a change the tree cannot hold is never pushed back under the typist.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: readonly RichNode[]
  onChange: (nodes: RichNode[]) => void
  label: string
}) {
  // The editor is created once; it must always call the latest handler (the block around it changes).
  const report = useRef(onChange)
  report.current = onChange
  const [dropped, setDropped] = useState<string[]>([])
  const editor = useEditor({
    extensions: richTextExtensions,
    content: richToDoc(value),
    editorProps: {
      attributes: { class: 'rich-text-editor', 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor }) => {
      const read = docToRich(editor.getJSON())
      setDropped(read.dropped)
      report.current(read.nodes)
    },
  })
  return (
    <div>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      {dropped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={`以下内容无法保存，已从这个内容块中去掉：${dropped.join('、')}。表格和图片请用单独的内容块。`}
        />
      )}
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading'),
      // A list item holds a paragraph too: 正文 is lit only outside lists.
      paragraph: e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('orderedList'),
      bold: e.isActive('bold'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      note: e.isActive('note'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  return (
    <Space size={2} wrap role="toolbar" aria-label="正文格式" style={{ marginBottom: 6 }}>
      <Tool
        label="正文"
        icon={<PicRightOutlined />}
        active={state.paragraph}
        run={() => chain().setParagraph().run()}
      />
      <Tool
        label="小标题"
        icon={<FontSizeOutlined />}
        active={state.heading}
        run={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label="提示"
        icon={<InfoCircleOutlined />}
        active={state.note}
        run={() => (state.note ? chain().setParagraph().run() : chain().setNode('note').run())}
      />
      <Divider orientation="vertical" />
      <Tool label="加粗" icon={<BoldOutlined />} active={state.bold} run={() => chain().toggleBold().run()} />
      <LinkTool editor={editor} active={state.link} />
      <Divider orientation="vertical" />
      <Tool
        label="项目符号列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        run={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="编号列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        run={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <Tool label="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} run={() => chain().undo().run()} />
      <Tool label="重做" icon={<RedoOutlined />} disabled={!state.canRedo} run={() => chain().redo().run()} />
    </Space>
  )
}

function Tool({
  label,
  icon,
  active = false,
  disabled = false,
  run,
}: {
  label: string
  icon: ReactNode
  active?: boolean
  disabled?: boolean
  run: () => void
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        // Keeps the selection in the editor: a button that took focus would collapse it first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  )
}

/** Adds, changes or removes the link on the selection; only links the tree accepts (isSafeHref) are set. */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false)
  const [href, setHref] = useState('')
  const [problem, setProblem] = useState<string>()
  const show = (next: boolean) => {
    if (next) {
      setHref(String(editor.getAttributes('link').href ?? ''))
      setProblem(undefined)
    }
    setOpen(next)
  }
  const apply = () => {
    const target = href.trim()
    if (!isSafeHref(target)) {
      setProblem('链接只能是站内路径（以 / 开头）或 http(s) 地址')
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] }).run()
    } else chain.setLink({ href: target }).run()
    setOpen(false)
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    setOpen(false)
  }
  return (
    <>
      <Popover
        open={open}
        onOpenChange={show}
        trigger="click"
        title="链接"
        content={
          <Space orientation="vertical" style={{ width: 300 }}>
            <Input
              aria-label="链接地址"
              placeholder="/applet/feasibility 或 https://…"
              value={href}
              status={problem ? 'error' : undefined}
              onChange={(e) => setHref(e.target.value)}
              onPressEnter={apply}
            />
            {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
            <Space>
              <Button type="primary" size="small" onClick={apply}>
                确定
              </Button>
              <Button size="small" onClick={() => setOpen(false)}>
                取消
              </Button>
            </Space>
          </Space>
        }
      >
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          aria-label="链接"
          aria-pressed={active}
          icon={<LinkOutlined />}
        />
      </Popover>
      {active && <Tool label="取消链接" icon={<DisconnectOutlined />} run={remove} />}
    </>
  )
}
