import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Organization } from '#common/admin-schemas'
import { globalModal } from '#web/components/global-modal/modal-store.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { renderModalHost as mount } from '#web/test-support/render.tsx'
import { openOrganizationForm } from './organization-form.ts'

const say = () => ({ success: vi.fn(), error: vi.fn() })
const existing = { id: 'o1', name: '锦程酒店管理集团', kind: 'management_group', logo: 'f1' } as Organization

describe('organization form in the global modal', () => {
  afterEach(() => act(() => globalModal.reset()))

  it('creates an organization from the typed name and the chosen kind', async () => {
    const save = vi.fn(async () => ({}))
    const messages = say()
    mount()
    act(() => openOrganizationForm('new', save, messages))
    await userEvent.type(await screen.findByLabelText('机构名称', undefined, { timeout: 10_000 }), ' 西湖酒店业主公司 ')
    // The list shows a few kinds at a time: type to find one, as a person would.
    fireEvent.mouseDown(screen.getByLabelText('机构类型'))
    fireEvent.change(screen.getByLabelText('机构类型'), { target: { value: '业主' } })
    fireEvent.click(await screen.findByTitle('业主'))
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    await waitFor(() => expect(globalModal.state().kind).toBe('hidden'))
    expect(save).toHaveBeenCalledWith({ id: undefined, input: { name: '西湖酒店业主公司', kind: 'owner', logo: null } })
    expect(messages.success).toHaveBeenCalledWith('已创建机构')
  })

  it('says what is missing and does not save', async () => {
    const save = vi.fn()
    mount()
    act(() => openOrganizationForm('new', save, say()))
    await screen.findByLabelText('机构名称', undefined, { timeout: 10_000 })
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    expect(await screen.findAllByText('该项为必填项！')).toHaveLength(2)
    expect(save).not.toHaveBeenCalled()
  })

  it('keeps the stored logo when editing, and stays open with the server refusal under its field', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'conflict', '机构名称已存在', { name: '已有同名机构' })
    })
    const messages = say()
    mount()
    act(() => openOrganizationForm(existing, save, messages))
    expect(await screen.findByText('当前 Logo', undefined, { timeout: 10_000 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    expect(await screen.findByText('已有同名机构')).toBeInTheDocument()
    expect(save).toHaveBeenCalledWith({
      id: 'o1',
      input: { name: '锦程酒店管理集团', kind: 'management_group', logo: 'f1' },
    })
    expect(messages.error).toHaveBeenCalledWith('机构名称已存在')
    expect(globalModal.state().kind).toBe('options')
    expect(screen.getByLabelText('机构名称')).toHaveValue('锦程酒店管理集团')
  })
})
