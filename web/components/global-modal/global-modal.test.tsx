import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderModalHost as mount } from '#web/test-support/render.tsx'
import { globalModal } from './modal-store.ts'

describe('global modal', () => {
  afterEach(() => act(() => globalModal.reset()))

  it('runs the confirm callback, then resets to hidden', async () => {
    const cb = vi.fn()
    mount()
    act(() => globalModal.confirm('删除这个项目？', cb))
    await userEvent.click(await screen.findByRole('button', { name: /确 ?定/ }))
    await waitFor(() => expect(globalModal.state().kind).toBe('hidden'))
    expect(cb).toHaveBeenCalledOnce()
  })

  it('resets on cancel without running the callback', async () => {
    const cb = vi.fn()
    mount()
    act(() => globalModal.confirm('删除这个项目？', cb))
    await userEvent.click(await screen.findByRole('button', { name: /取 ?消/ }))
    // The dialog closes after antd's close handler runs, which a busy machine can leave for a later tick.
    await waitFor(() => expect(globalModal.state().kind).toBe('hidden'))
    expect(cb).not.toHaveBeenCalled()
  })

  it('confirms an options form only when no option has an error', async () => {
    const cb = vi.fn()
    mount()
    act(() =>
      globalModal.options(
        '新建项目',
        [
          { key: 'name', prompt: '项目名称', type: 'input', required: true },
          { key: 'code', prompt: '编号', type: 'input', check: (v) => (v === 'x' ? '编号格式不对' : undefined) },
        ],
        cb,
      ),
    )
    // The form's fields load on first use.
    await screen.findByLabelText('项目名称', undefined, { timeout: 10_000 })
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    expect(await screen.findByText('该项为必填项！')).toBeInTheDocument()
    expect(cb).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('项目名称'), '上海外滩酒店')
    await userEvent.type(screen.getByLabelText('编号'), 'x')
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    expect(await screen.findByText('编号格式不对')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('编号'))
    await userEvent.click(screen.getByRole('button', { name: /确 ?定/ }))
    await waitFor(() => expect(cb).toHaveBeenCalledWith({ name: '上海外滩酒店', code: '' }))
    expect(globalModal.state().kind).toBe('hidden')
  })

  it('answers a query with yes or no', async () => {
    const cb = vi.fn()
    mount()
    act(() => globalModal.query('保存修改？', cb))
    await userEvent.click(await screen.findByRole('button', { name: '否' }))
    expect(cb).toHaveBeenCalledWith(false)
  })
})
