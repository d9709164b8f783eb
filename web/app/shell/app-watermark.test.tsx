import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserInfo } from '#web/lib/session.ts'
import { AppWatermark, markStyle, watermarkText, watermarkTile } from './app-watermark.tsx'

const user = { username: '张三 <R&D>', phone_number: '138-0000-1234' } as UserInfo

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''))
const mark = (container: HTMLElement) => container.querySelector('.app-watermark > div[aria-hidden]') as HTMLElement

describe('watermarkTile', () => {
  it('writes the text into an SVG in staggered rows, escaped, turned by -22°', () => {
    const svg = svgOf(watermarkTile(watermarkText(user)).url)
    expect(svg.match(/<text /g)).toHaveLength(3)
    expect(svg).toContain('>张三 &lt;R&amp;D&gt; 1234</text>')
    expect(svg).toContain('rotate(-22 ')
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull()
  })

  it('makes room for longer text, Chinese characters wider than Latin ones', () => {
    const width = (text: string) => watermarkTile(text).width
    expect(width('王五 1234')).toBeGreaterThan(width('ab 1234'))
    expect(width('a much longer user name 1234')).toBeGreaterThan(width('ab 1234'))
  })
})

describe('AppWatermark', () => {
  it('lays a fixed layer over the page that lets the pointer through', () => {
    const { container } = render(
      <AppWatermark user={user}>
        <p>页面</p>
      </AppWatermark>,
    )
    expect(screen.getByText('页面')).toBeInTheDocument()
    const layer = mark(container)
    expect(layer.style.position).toBe('fixed')
    expect(layer.style.pointerEvents).toBe('none')
    expect(layer.getAttribute('style')).toContain('background-image: url("data:image/svg+xml')
  })

  it('comes back when removed, and its style is put back when changed or hidden', async () => {
    const { container } = render(
      <AppWatermark user={user}>
        <p>页面</p>
      </AppWatermark>,
    )
    const style = markStyle(watermarkText(user))
    mark(container).remove()
    await waitFor(() => expect(mark(container)).not.toBeNull())
    mark(container).setAttribute('style', 'display: none')
    mark(container).setAttribute('hidden', '')
    await waitFor(() => expect(mark(container).getAttribute('style')).toBe(style))
    expect(mark(container).hasAttribute('hidden')).toBe(false)
  })

  it('is taken away with the page', () => {
    const { container, unmount } = render(
      <AppWatermark user={user}>
        <p>页面</p>
      </AppWatermark>,
    )
    const layer = mark(container)
    unmount()
    expect(layer.isConnected).toBe(false)
  })
})
