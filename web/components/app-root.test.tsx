import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfigProvider } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import { feedback, feedbackRequests } from '../lib/feedback.ts'
import { AppRoot } from './app-root.tsx'

const app = () =>
  render(
    <ConfigProvider>
      <AppRoot>
        <p>页面内容</p>
      </AppRoot>
    </ConfigProvider>,
  )

describe('AppRoot and feedback', () => {
  it('draws the page inside antd’s app element, and loads no holders before anything asks', () => {
    const { container } = app()
    expect(container.querySelector('.ant-app')).toContainElement(screen.getByText('页面内容'))
    expect(feedbackRequests.requested()).toBe(false)
  })

  it('shows a message asked for before the holders were loaded, then further messages at once', async () => {
    app()
    feedback.message.success('已保存')
    expect(await screen.findByText('已保存')).toBeInTheDocument()
    feedback.message.error('保存失败')
    expect(await screen.findByText('保存失败')).toBeInTheDocument()
  })

  it('shows notifications and confirmations, and runs the confirmation’s action', async () => {
    app()
    feedback.notification.info({ title: '发现新版本', description: '刷新页面即可使用新版本。' })
    expect(await screen.findByText('发现新版本')).toBeInTheDocument()
    const onOk = vi.fn()
    feedback.modal.confirm({ title: '删除「品牌墙」？', okText: '删除', cancelText: '取消', onOk })
    await userEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }))
    expect(onOk).toHaveBeenCalledOnce()
  })
})
