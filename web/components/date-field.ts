import dayjs, { type Dayjs } from 'dayjs'

/**
 * Form.Item props for antd's DatePicker (the one date picker of the product) when the form keeps the date as
 * 'YYYY-MM-DD' text, as the API sends and expects it.
 */
export const dateField = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
}
