import type { UploadFile } from 'antd'
import type { Organization, OrganizationInput } from '#common/admin-schemas'
import { globalModal } from '#web/components/global-modal/modal-store.ts'
import type { ModalOption, OptionValues } from '#web/components/global-modal/options.ts'
import { apiUpload } from '#web/lib/api-files.ts'
import { organizationKindOptions } from '../labels.ts'

/** The logo already stored, shown as the upload list's one file until it is removed or replaced. */
const CURRENT_LOGO_UID = 'current-logo'

export const organizationOptions = (editing: Organization | undefined): ModalOption[] => [
  {
    key: 'name',
    prompt: '机构名称',
    type: 'input',
    required: true,
    defaultValue: editing?.name,
    check: (value) => (String(value ?? '').trim().length > 100 ? '机构名称不能超过 100 个字符' : undefined),
  },
  {
    key: 'kind',
    prompt: '机构类型',
    type: 'select',
    required: true,
    placeholder: '请选择',
    defaultValue: editing?.kind,
    options: organizationKindOptions.map((o) => ({ value: o.value, display: o.label })),
  },
  {
    key: 'logo',
    prompt: 'Logo（可选，PNG 或 JPEG，不超过 10 MB）',
    type: 'upload',
    accept: 'image/png,image/jpeg',
    defaultValue: editing?.logo ? [{ uid: CURRENT_LOGO_UID, name: '当前 Logo', status: 'done' }] : [],
    check: (value) => ((value as UploadFile[] | undefined)?.length ?? 0) > 1 && '只能选择一张图片',
  },
]

/** The logo to save: the stored one if kept, a newly chosen file uploaded first, or none. */
async function logoOf(files: UploadFile[], editing: Organization | undefined) {
  const [file] = files
  if (!file) return null
  if (file.uid === CURRENT_LOGO_UID) return editing?.logo ?? null
  const [saved] = await apiUpload<{ id: string }[]>('/files', file.originFileObj as File)
  return saved?.id ?? null
}

export function organizationInput(values: OptionValues, logo: string | null): OrganizationInput {
  // The select offers only known kinds; the server checks the value again.
  const kind = String(values.kind ?? '') as OrganizationInput['kind']
  return { name: String(values.name ?? '').trim(), kind, logo }
}

type Save = (args: { id?: string; input: OrganizationInput }) => Promise<unknown>
type Say = { success: (text: string) => void; error: (text: string) => void }

/**
 * Create or edit an organization in the global modal's options form (docs/shell.md § Global modal): name, kind and an
 * optional logo. A refused save keeps the dialog open with the server's message under the field it names.
 */
export function openOrganizationForm(organization: Organization | 'new', save: Save, say: Say) {
  const editing = organization === 'new' ? undefined : organization
  globalModal.options(
    editing ? `编辑机构：${editing.name}` : '新建机构',
    organizationOptions(editing),
    async (values) => {
      try {
        const logo = await logoOf((values.logo as UploadFile[] | undefined) ?? [], editing)
        await save({ id: editing?.id, input: organizationInput(values, logo) })
        say.success(editing ? '已保存修改' : '已创建机构')
      } catch (error) {
        say.error((error as Error).message)
        throw error
      }
    },
  )
}
