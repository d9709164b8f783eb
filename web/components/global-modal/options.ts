/**
 * The options form of the global modal (docs/shell.md § Global modal): field definitions, defaults, visibility and
 * validation.
 */
export type OptionType =
  | 'text'
  | 'input'
  | 'upload'
  | 'callback'
  | 'cascader'
  | 'select'
  | 'tags'
  | 'multiple'
  | 'autoComplete'
  | 'checkbox'

export type OptionChoice = { value: string | number; display: string; children?: OptionChoice[] }

export type OptionValues = Record<string, unknown>

export type ModalOption = {
  key: string
  prompt: string
  type: OptionType
  placeholder?: string
  defaultValue?: unknown
  options?: OptionChoice[]
  style?: Record<string, string | number>
  /** upload: accepted file types. */
  accept?: string
  required?: boolean
  /** Returns text to show as the error, or nothing when the value is fine. */
  check?: (value: unknown, values: OptionValues) => string | undefined | null | false
  /** Shown only when this returns true, or when every listed key has the listed value (or one of the values). */
  show_if?: ((values: OptionValues) => boolean) | Record<string, unknown>
  /** callback: what the 'click to download' link does. */
  cb?: (values: OptionValues) => void
}

export const REQUIRED_TEXT = '该项为必填项！'
export const DEFAULT_UPLOAD_ACCEPT = '.png,.jpeg,.jpg,.pdf,.xlsx'
const multiValueTypes: OptionType[] = ['upload', 'cascader', 'tags', 'multiple']

export function isMultiValue(type: OptionType) {
  return multiValueTypes.includes(type)
}

/**
 * Starting values: the option's default, else an empty list for multi-value types (docs/shell.md § Global modal), else
 * nothing.
 */
export function defaultValues(options: ModalOption[]): OptionValues {
  const values: OptionValues = {}
  for (const option of options) {
    if (option.defaultValue !== undefined) values[option.key] = option.defaultValue
    else if (isMultiValue(option.type)) values[option.key] = []
    else if (option.type === 'checkbox') values[option.key] = false
  }
  return values
}

export function isVisible(option: ModalOption, values: OptionValues) {
  const rule = option.show_if
  if (rule === undefined) return true
  if (typeof rule === 'function') return rule(values)
  return Object.entries(rule).every(([key, expected]) =>
    Array.isArray(expected) ? expected.includes(values[key]) : values[key] === expected,
  )
}

function isEmpty(value: unknown) {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Errors by key for the visible options; an empty object means confirm may proceed. */
export function validateOptions(options: ModalOption[], values: OptionValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const option of options) {
    if (!isVisible(option, values) || option.type === 'callback') continue
    const value = values[option.key]
    if (option.required && isEmpty(value)) {
      errors[option.key] = REQUIRED_TEXT
      continue
    }
    const text = option.check?.(value, values)
    if (typeof text === 'string' && text !== '') errors[option.key] = text
  }
  return errors
}

/** The values handed to the confirm callback: only those of visible options. */
export function visibleValues(options: ModalOption[], values: OptionValues): OptionValues {
  return Object.fromEntries(options.filter((o) => isVisible(o, values)).map((o) => [o.key, values[o.key]]))
}
