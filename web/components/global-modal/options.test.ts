import { describe, expect, it } from 'vitest'
import {
  DEFAULT_UPLOAD_ACCEPT,
  defaultValues,
  type ModalOption,
  REQUIRED_TEXT,
  validateOptions,
  visibleValues,
} from './options.ts'

const options: ModalOption[] = [
  { key: 'name', prompt: '名称', type: 'input', required: true },
  { key: 'kind', prompt: '类型', type: 'select', options: [{ value: 'a', display: '甲' }], defaultValue: 'a' },
  { key: 'tags', prompt: '标签', type: 'tags' },
  { key: 'members', prompt: '成员', type: 'multiple', required: true },
  { key: 'files', prompt: '附件', type: 'upload' },
  { key: 'region', prompt: '地区', type: 'cascader' },
  { key: 'note', prompt: '说明', type: 'text', required: true, show_if: { kind: 'b' } },
  { key: 'open', prompt: '公开', type: 'checkbox' },
  { key: 'template', prompt: '模板', type: 'callback' },
  {
    key: 'phone',
    prompt: '电话',
    type: 'autoComplete',
    check: (value) => (typeof value === 'string' && value !== '' && !/^\d+$/.test(value) ? '只能填写数字' : undefined),
  },
]

describe('options form', () => {
  it('gives multi-value types an empty list and keeps given defaults', () => {
    expect(defaultValues(options)).toEqual({ kind: 'a', tags: [], members: [], files: [], region: [], open: false })
  })

  it('marks a visible required option without a value with 该项为必填项！', () => {
    const errors = validateOptions(options, defaultValues(options))
    expect(errors).toEqual({ name: REQUIRED_TEXT, members: REQUIRED_TEXT })
    expect(REQUIRED_TEXT).toBe('该项为必填项！')
  })

  it('treats blank text and empty lists as no value', () => {
    expect(validateOptions(options, { name: '   ', members: [] })).toMatchObject({ name: REQUIRED_TEXT })
  })

  it('ignores a required option hidden by show_if, and checks it once it shows', () => {
    const values = { name: 'x', members: ['u1'], kind: 'a' }
    expect(validateOptions(options, values)).toEqual({})
    expect(validateOptions(options, { ...values, kind: 'b' })).toEqual({ note: REQUIRED_TEXT })
  })

  it('supports show_if as a function and as a list of allowed values', () => {
    const dynamic: ModalOption[] = [
      { key: 'a', prompt: 'A', type: 'input', required: true, show_if: (v) => v.b === true },
      { key: 'c', prompt: 'C', type: 'input', required: true, show_if: { b: [1, 2] } },
    ]
    expect(validateOptions(dynamic, { b: false })).toEqual({})
    expect(validateOptions(dynamic, { b: true })).toEqual({ a: REQUIRED_TEXT })
    expect(validateOptions(dynamic, { b: 2 })).toEqual({ c: REQUIRED_TEXT })
  })

  it('shows the text a custom check returns', () => {
    expect(validateOptions(options, { name: 'x', members: ['u'], phone: 'abc' })).toEqual({ phone: '只能填写数字' })
    expect(validateOptions(options, { name: 'x', members: ['u'], phone: '123' })).toEqual({})
  })

  it('hands the confirm callback only the values of visible options', () => {
    expect(visibleValues(options, { name: 'x', kind: 'a', note: 'hidden' })).not.toHaveProperty('note')
  })

  it('accepts png, jpeg, pdf and xlsx uploads by default', () => {
    expect(DEFAULT_UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.png', '.jpeg', '.pdf', '.xlsx']))
  })
})
