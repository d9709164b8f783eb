import { z } from 'zod'
import { maxNoteLength, reviewStages } from '#common/design'
import { positionings } from '#common/intel'
import { errorBody } from '#server/errors'

/** Built once at module level (stack notes: zod schemas per request are slow). */

export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody }

const id = (label: string) => z.string().uuid(`${label}格式不正确`)
const positioning = z.enum(positionings, { error: '定位取值不正确' })

export const standardQuery = z.object({ positioning: positioning.optional() })
export const standardParams = z.object({ id: id('标准编号') })
export const imageParams = z.object({ fileId: id('图片编号') })
export const imageQuery = z.object({
  exp: z.coerce.number({ error: '链接无效' }).int('链接无效').positive('链接无效'),
  sig: z.string().regex(/^[\w-]{43}$/, '链接无效'),
})
export const projectParams = z.object({ id: id('项目编号') })
export const itemParams = projectParams.extend({ itemId: id('检查项编号') })

export const itemPatch = z
  .strictObject(
    {
      checked: z.boolean({ error: '勾选状态应为 true 或 false' }).optional(),
      note: z
        .string({ error: '备注应为文字' })
        .trim()
        .max(maxNoteLength, `备注不能超过 ${maxNoteLength} 个字`)
        .optional(),
    },
    { error: '包含不支持的字段' },
  )
  .refine((v) => v.checked !== undefined || v.note !== undefined, { message: '请提供勾选状态或备注' })

export const attachBody = z.strictObject(
  {
    stages: z
      .array(z.enum(reviewStages, { error: '评审阶段不正确' }), { error: '请选择评审阶段' })
      .min(1, '请至少选择一个评审阶段')
      .max(reviewStages.length)
      .optional(),
  },
  { error: '包含不支持的字段' },
)
