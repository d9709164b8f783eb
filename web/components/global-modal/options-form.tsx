import { UploadOutlined } from '@ant-design/icons'
import type { UploadFile } from 'antd'
import { AutoComplete, Button, Cascader, Form, Input, Select, Switch, Upload } from 'antd'
import { OPTION_LIST_HEIGHT } from './modal-store.ts'
import { DEFAULT_UPLOAD_ACCEPT, isVisible, type ModalOption, type OptionValues } from './options.ts'

type Props = {
  options: ModalOption[]
  values: OptionValues
  errors: Record<string, string>
  onChange: (key: string, value: unknown) => void
}

/**
 * Draws every option type of docs/shell.md § Global modal; validation lives in options.ts so it can be tested without a
 * screen.
 */
export function OptionsForm({ options, values, errors, onChange }: Props) {
  return (
    <Form layout="vertical" component="div">
      {options
        .filter((option) => isVisible(option, values))
        .map((option) => (
          <Form.Item
            key={option.key}
            label={option.prompt}
            required={option.required}
            validateStatus={errors[option.key] ? 'error' : undefined}
            help={errors[option.key]}
            htmlFor={`option-${option.key}`}
          >
            <OptionField option={option} values={values} onChange={(value) => onChange(option.key, value)} />
          </Form.Item>
        ))}
    </Form>
  )
}

function OptionField({
  option,
  values,
  onChange,
}: {
  option: ModalOption
  values: OptionValues
  onChange: (value: unknown) => void
}) {
  const value = values[option.key]
  const id = `option-${option.key}`
  const choices = (option.options ?? []).map((o) => ({ value: o.value, label: o.display }))
  const common = { id, style: { width: '100%', ...option.style }, placeholder: option.placeholder }
  switch (option.type) {
    case 'text':
    case 'input':
      return <Input {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />
    case 'upload':
      return (
        <Upload
          multiple
          accept={option.accept ?? DEFAULT_UPLOAD_ACCEPT}
          fileList={(value as UploadFile[]) ?? []}
          beforeUpload={() => false}
          onChange={({ fileList }) => onChange(fileList)}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      )
    case 'callback':
      return (
        <Button type="link" id={id} style={{ padding: 0 }} onClick={() => option.cb?.(values)}>
          点击下载
        </Button>
      )
    case 'cascader':
      return (
        <Cascader
          {...common}
          options={toCascader(option.options ?? [])}
          value={(value as (string | number)[]) ?? []}
          onChange={(next) => onChange(next ?? [])}
        />
      )
    case 'select':
      return (
        <Select
          {...common}
          showSearch={{ optionFilterProp: 'label' }}
          listHeight={OPTION_LIST_HEIGHT}
          options={choices}
          value={value as string | undefined}
          onChange={onChange}
        />
      )
    case 'tags':
    case 'multiple':
      return (
        <Select
          {...common}
          mode={option.type}
          listHeight={OPTION_LIST_HEIGHT}
          options={choices}
          value={(value as string[]) ?? []}
          onChange={onChange}
        />
      )
    case 'autoComplete':
      return (
        <AutoComplete
          {...common}
          listHeight={OPTION_LIST_HEIGHT}
          options={choices.map((c) => ({ value: String(c.value), label: c.label }))}
          value={(value as string) ?? ''}
          onChange={onChange}
        />
      )
    case 'checkbox':
      return <Switch id={id} checkedChildren="是" unCheckedChildren="否" checked={value === true} onChange={onChange} />
  }
}

type CascaderOption = { value: string | number; label: string; children?: CascaderOption[] }

function toCascader(options: NonNullable<ModalOption['options']>): CascaderOption[] {
  return options.map((o) => ({
    value: o.value,
    label: o.display,
    children: o.children ? toCascader(o.children) : undefined,
  }))
}
