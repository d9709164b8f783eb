import { InboxOutlined } from '@ant-design/icons'
import { Flex, Progress, Typography, Upload } from 'antd'

/** The drop zone of a spreadsheet import: one file, never uploaded by antd itself (`onFile` sends it). */
export function SheetDropzone(props: {
  accept: string
  label: string
  disabled?: boolean
  onFile: (file: File) => void
}) {
  return (
    <Upload.Dragger
      accept={props.accept}
      multiple={false}
      showUploadList={false}
      disabled={props.disabled}
      beforeUpload={(file) => {
        props.onFile(file)
        return false
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{props.label}</p>
    </Upload.Dragger>
  )
}

/** An upload's progress, read aloud: `text` says what is happening, the bar says 处理中 once every byte is sent. */
export function UploadProgress(props: { text: string; percent: number }) {
  return (
    <Flex vertical gap={8} aria-live="polite">
      <Typography.Text>{props.text}</Typography.Text>
      <Progress percent={props.percent} status="active" format={(p) => (p === 100 ? '处理中' : `${p}%`)} />
    </Flex>
  )
}
