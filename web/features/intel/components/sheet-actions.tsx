import { ExportOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { normalizeOrgKind } from '#common/user-types'
import { session } from '#web/lib/session.ts'
import { useDownload } from '#web/lib/use-download.ts'
import { exportHotels, type ImportKind, kindNames } from '../api/sheets.ts'

const ImportDialog = lazy(() => import('./import-dialog.tsx'))

/** Import and export are for the firm's employees; the server checks it again (clients get 403). */
function isEmployee() {
  const user = session.user()
  if (!user) return false
  if (user.user_type === 'hm_employee') return true
  return user.user_type_multi.some((k) => ['employee', 'management'].includes(normalizeOrgKind(k) ?? ''))
}

/** The wall's import and export buttons, shown to employees only. */
export function SheetActions(props: { kind: ImportKind; exportFilter?: Record<string, string | undefined> }) {
  const [open, setOpen] = useState(false)
  const exporting = useDownload(async () => {
    if (props.exportFilter) await exportHotels(props.exportFilter)
  })
  if (!isEmployee()) return null
  return (
    <Flex gap={8}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        导入{kindNames[props.kind]}
      </Button>
      {props.exportFilter && (
        <Button icon={<ExportOutlined />} loading={exporting.busy} onClick={exporting.start}>
          导出 Excel
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ImportDialog kind={props.kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Flex>
  )
}
