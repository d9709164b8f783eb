import { Alert, Flex } from 'antd'
import { ImportIssueTable, SheetImportDialog } from '#web/components/sheet-import.tsx'
import {
  commitImport,
  downloadImportTemplate,
  type ImportKind,
  type ImportPreview,
  kindNames,
  previewImport,
} from '../api/sheets.ts'

/** The import dialog: pick a sheet, see what it holds and what is wrong, then import. Loaded when opened. */
export default function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const noun = kindNames[kind]
  return (
    <SheetImportDialog
      title={`导入${noun}`}
      width="min(960px, 100vw)"
      intro={
        <>
          按模板填写后上传 .xlsx 或 .csv（UTF-8 或 GBK 编码，最大 20 MB，最多 50000
          行）。上传后先逐行检查，全部无误才能导入；任何一行有误都不会导入。
        </>
      }
      onTemplate={() => downloadImportTemplate(kind)}
      accept=".xlsx,.csv"
      dropLabel="点击或拖拽 .xlsx / .csv 文件到这里"
      preview={(file, onProgress) => previewImport(kind, file, onProgress)}
      commit={(file, onProgress) => commitImport(kind, file, onProgress)}
      working={{ preview: '上传完成，服务器正在逐行检查…', commit: '上传完成，正在写入数据库…' }}
      renderPreview={(preview) => <PreviewSummary preview={preview} noun={noun} />}
      commitLabel={(preview) => (preview.bad_rows > 0 ? undefined : `导入 ${preview.total} 条${noun}数据`)}
      done={(result, file) => ({ title: `已导入 ${result.created} 条${noun}数据`, subTitle: `来自文件：${file.name}` })}
      invalidates={['intel']}
      onClose={onClose}
    />
  )
}

function PreviewSummary({ preview, noun }: { preview: ImportPreview; noun: string }) {
  if (preview.bad_rows === 0) {
    return <Alert type="success" showIcon title={`共 ${preview.total} 行，全部可以导入`} />
  }
  const listed = preview.issues.length < preview.issue_count ? `（列出前 ${preview.issues.length} 个问题）` : ''
  return (
    <Flex vertical gap={12}>
      <Alert
        type="error"
        showIcon
        title={`共 ${preview.total} 行，其中 ${preview.bad_rows} 行有误，共 ${preview.issue_count} 个问题${listed}`}
        description={`有误时不会导入任何${noun}。请在表格中修正下列行后重新上传。`}
      />
      <ImportIssueTable issues={preview.issues} columnWidth={110} />
    </Flex>
  )
}
