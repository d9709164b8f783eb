import type { FormRule } from 'antd'
import { maxShortlistBrands } from '#common/study/api'

/** The brand shortlist holds at most maxShortlistBrands brands. */
export const shortlistRules: FormRule[] = [
  {
    validator: (_, value: string[] = []) =>
      value.length > maxShortlistBrands
        ? Promise.reject(new Error(`品牌短名单最多 ${maxShortlistBrands} 个`))
        : Promise.resolve(),
  },
]
