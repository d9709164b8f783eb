import { Skeleton } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { PDFDocumentProxy } from '../lib/pdfjs.ts'
import { WatermarkOverlay } from './watermark-overlay.tsx'

type Props = {
  pdf: PDFDocumentProxy
  pageNumber: number
  scale: number
  /** Size of page 1 at scale 1, used as a placeholder until this page is measured. */
  baseSize: { width: number; height: number }
  watermark: string
  highlighted: boolean
  onVisible: (pageNumber: number) => void
  register: (pageNumber: number, element: HTMLDivElement | null) => void
}

/** One page: drawn into a canvas once it scrolls near the screen, with the reader's watermark on top. */
export function PdfPage({ pdf, pageNumber, scale, baseSize, watermark, highlighted, onVisible, register }: Props) {
  const frame = useRef<HTMLDivElement | null>(null)
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const element = frame.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    // One observer starts drawing a little before a page scrolls in; the other tracks the page being read.
    const approach = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    })
    const reading = new IntersectionObserver(
      (entries) => entries.some((e) => e.intersectionRatio >= 0.25) && onVisible(pageNumber),
      { threshold: 0.25 },
    )
    approach.observe(element)
    reading.observe(element)
    return () => {
      approach.disconnect()
      reading.disconnect()
    }
  }, [onVisible, pageNumber])

  // Drawing into a canvas is a DOM side effect of pdf.js, not data fetching; a new scale redraws.
  useEffect(() => {
    if (!near || !canvas.current) return
    let cancelled = false
    let task: { cancel: () => void; promise: Promise<void> } | undefined
    const target = canvas.current
    pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return
      const ratio = window.devicePixelRatio || 1
      const viewport = page.getViewport({ scale: scale * ratio })
      target.width = Math.floor(viewport.width)
      target.height = Math.floor(viewport.height)
      target.style.width = `${Math.floor(viewport.width / ratio)}px`
      target.style.height = `${Math.floor(viewport.height / ratio)}px`
      task = page.render({ canvas: target, viewport })
      task.promise.then(
        () => !cancelled && setDrawn(true),
        () => {},
      )
    })
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [near, pdf, pageNumber, scale])

  const width = Math.floor(baseSize.width * scale)
  const height = Math.floor(baseSize.height * scale)
  return (
    <div
      ref={(element) => {
        frame.current = element
        register(pageNumber, element)
      }}
      data-page={pageNumber}
      style={{
        position: 'relative',
        minWidth: width,
        minHeight: height,
        margin: '0 auto 16px',
        background: '#fff',
        boxShadow: highlighted ? '0 0 0 3px #d4282d' : '0 1px 6px rgba(0,0,0,0.45)',
        width: 'fit-content',
      }}
    >
      <canvas ref={canvas} aria-label={`第 ${pageNumber} 页`} style={{ display: 'block' }} />
      {drawn ? null : (
        <div style={{ position: 'absolute', inset: 24 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      <WatermarkOverlay text={watermark} />
    </div>
  )
}
