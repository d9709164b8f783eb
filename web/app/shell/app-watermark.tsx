import { type ReactNode, useEffect, useRef } from 'react'
import { fontFamily } from '#web/lib/font-family.ts'
import type { UserInfo } from '#web/lib/session.ts'

/** Username and the last 4 digits of the phone, tiled over the page (docs/shell.md § Frame). */
export function watermarkText(user: Pick<UserInfo, 'username' | 'phone_number'>) {
  return `${user.username} ${user.phone_number.replace(/\D/g, '').slice(-4)}`
}

const FONT_SIZE = 14
const GAP = 120
const ROTATE = -22
const COLOR = 'rgba(255, 255, 255, 0.08)'
/** Above antd's layers (modal and drawer 1000, popups 1050-1070, message 2010, notification 2050). */
const Z_INDEX = 2100

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/**
 * The tile as an SVG, laid out as antd's Watermark drew it on a canvas: the text turned by -22°, repeated in
 * staggered rows. An SVG needs no canvas, no font measuring and no PNG encoding on the main thread, which took about
 * 60 ms of a first load at Lighthouse's 4× slowdown (issue 21). The text's width is estimated (CJK characters one
 * em, others 0.6 em); the gap leaves room for a wrong guess.
 */
export function watermarkTile(text: string) {
  const textWidth = [...text].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6), 0) * FONT_SIZE
  const angle = (Math.abs(ROTATE) * Math.PI) / 180
  const lineHeight = FONT_SIZE * 1.3
  // The turned text's bounding box, then antd's alternate fill: two columns, the second shifted by half a row.
  const boxWidth = textWidth * Math.cos(angle) + lineHeight * Math.sin(angle)
  const boxHeight = textWidth * Math.sin(angle) + lineHeight * Math.cos(angle)
  const width = Math.ceil((boxWidth + GAP) * 2)
  const height = Math.ceil(boxHeight + GAP)
  const line = (left: number, top: number) => {
    const [x, y] = [left.toFixed(1), top.toFixed(1)]
    return `<text x="${x}" y="${y}" transform="rotate(${ROTATE} ${x} ${y})">${escapeXml(text)}</text>`
  }
  const secondX = boxWidth * 1.5 + GAP
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g fill="${COLOR}" font-size="${FONT_SIZE}" font-family="${escapeXml(fontFamily)}" text-anchor="middle" dominant-baseline="central">` +
    `${line(boxWidth / 2, boxHeight / 2)}${line(secondX, boxHeight / 2 - height / 2)}${line(secondX, boxHeight / 2 + height / 2)}` +
    '</g></svg>'
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width }
}

/** The mark's whole style attribute; anything else written to it is put back. */
export function markStyle(text: string) {
  const tile = watermarkTile(text)
  return [
    'position: fixed',
    'inset: 0',
    `z-index: ${Z_INDEX}`,
    'pointer-events: none',
    `background-image: url("${tile.url}")`,
    'background-repeat: repeat',
    `background-size: ${tile.width}px`,
    'display: block !important',
    'visibility: visible !important',
    'opacity: 1 !important',
  ].join('; ')
}

/**
 * The user's watermark over every signed-in page, with its modals and drawers: one fixed layer above all of antd's
 * layers that lets the pointer through. It is written outside React and put back when it is removed, hidden or
 * restyled (as antd's Watermark did).
 */
export function AppWatermark({ user, children }: { user: UserInfo; children: ReactNode }) {
  const text = watermarkText(user)
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = holder.current
    if (!container) return
    const style = markStyle(text)
    const mark = document.createElement('div')
    mark.setAttribute('aria-hidden', 'true')
    const restore = () => {
      if (mark.getAttribute('style') !== style) mark.setAttribute('style', style)
      for (const name of mark.getAttributeNames())
        if (name !== 'style' && name !== 'aria-hidden') mark.removeAttribute(name)
      if (mark.parentElement !== container) container.append(mark)
    }
    restore()
    const observer = new MutationObserver(restore)
    observer.observe(container, { childList: true })
    observer.observe(mark, { attributes: true })
    return () => {
      observer.disconnect()
      mark.remove()
    }
  }, [text])
  return (
    <div
      ref={holder}
      className="app-watermark"
      style={{ position: 'relative', overflow: 'hidden', minHeight: '100vh' }}
    >
      {children}
    </div>
  )
}
