import { DownloadOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Empty, Input, InputNumber, List, Space, Spin, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Result } from '#web/components/lazy-result.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { downloadReport, downloadReportWord, reportPdfUrl, reportQuery } from '../api/reports.ts'
import { openPdf, type PDFDocumentProxy } from '../lib/pdfjs.ts'
import { watermarkText } from '../lib/watermark.ts'
import { PdfPage } from './pdf-page.tsx'
import { ReportError, reportErrorText } from './report-error.tsx'

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3]

/** Route component for /report-viewer?id=: the report's PDF in the browser with the reader's watermark. */
export function Component() {
  const [params] = useSearchParams()
  const id = params.get('id')?.trim()
  if (!id) return <Result status="404" title="报告不存在" subTitle="链接中缺少报告编号" />
  return <ReportViewer id={id} />
}

export function ReportViewer({ id }: { id: string }) {
  const meta = useQuery(reportQuery(id))
  const pdf = useQuery({
    queryKey: ['report-pdf', id],
    queryFn: () => openPdf(reportPdfUrl(id)),
    enabled: meta.isSuccess,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const queryClient = useQueryClient()
  useEffect(() => {
    const doc = pdf.data
    if (!doc) return
    // Frees pdf.js's worker once the viewer is really gone. The check runs after React's StrictMode
    // re-mount (which keeps the cached document) and after the query cache dropped it (gcTime 0).
    return () => {
      setTimeout(() => {
        if (queryClient.getQueryData(['report-pdf', id]) !== doc) void doc.destroy()
      }, 100)
    }
  }, [pdf.data, queryClient, id])

  if (meta.isPending) return <Loading text="正在加载报告…" />
  if (meta.isError) return <ReportError error={meta.error} />
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '80vh' }}>
      <Typography.Title level={4} style={{ margin: '16px 24px 8px' }}>
        {meta.data.title}
      </Typography.Title>
      {pdf.isPending ? (
        <Loading text="正在打开 PDF…" />
      ) : pdf.isError ? (
        <Result status="error" title="报告文件加载失败" subTitle="请刷新页面重试" />
      ) : pdf.data.numPages === 0 ? (
        <Empty description="这份报告没有页面" />
      ) : (
        <PdfViewer id={id} title={meta.data.title} pdf={pdf.data} hasWord={meta.data.word_size != null} />
      )}
    </div>
  )
}

type Hit = { page: number; snippet: string }

function PdfViewer({
  id,
  title,
  pdf,
  hasWord,
}: {
  id: string
  title: string
  pdf: PDFDocumentProxy
  hasWord: boolean
}) {
  const { message } = useFeedback()
  const [scale, setScale] = useState(1)
  const [current, setCurrent] = useState(1)
  const [highlight, setHighlight] = useState<number>()
  const [baseSize, setBaseSize] = useState({ width: 595, height: 842 })
  const pages = useRef(new Map<number, HTMLDivElement>())
  const watermark = useMemo(() => watermarkText(), [])

  useEffect(() => {
    pdf.getPage(1).then((page) => {
      const viewport = page.getViewport({ scale: 1 })
      setBaseSize({ width: viewport.width, height: viewport.height })
    })
  }, [pdf])

  const register = useCallback((n: number, element: HTMLDivElement | null) => {
    if (element) pages.current.set(n, element)
    else pages.current.delete(n)
  }, [])
  const goTo = (n: number) => {
    const page = Math.min(Math.max(1, Math.round(n)), pdf.numPages)
    setCurrent(page)
    pages.current.get(page)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }

  const search = useMutation({ mutationFn: (query: string) => searchText(pdf, query) })
  const download = useMutation({
    mutationFn: () => downloadReport(id, `${title}.pdf`),
    onError: (error) => message.error(reportErrorText(error)),
  })
  const downloadWord = useMutation({
    mutationFn: () => downloadReportWord(id, `${title}.docx`),
    onError: (error) => message.error(reportErrorText(error)),
  })
  const zoomIndex = ZOOMS.indexOf(scale)

  return (
    <>
      <Space wrap style={{ padding: '0 24px 12px' }}>
        <Space.Compact>
          <Button onClick={() => goTo(current - 1)} disabled={current <= 1}>
            上一页
          </Button>
          <InputNumber
            aria-label="页码"
            min={1}
            max={pdf.numPages}
            value={current}
            onChange={(value) => value && goTo(value)}
            style={{ width: 72 }}
          />
          <Button onClick={() => goTo(current + 1)} disabled={current >= pdf.numPages}>
            下一页
          </Button>
        </Space.Compact>
        <Typography.Text type="secondary">共 {pdf.numPages} 页</Typography.Text>
        <Space.Compact>
          <Button
            aria-label="缩小"
            icon={<ZoomOutOutlined />}
            disabled={zoomIndex <= 0}
            onClick={() => setScale(ZOOMS[zoomIndex - 1] ?? scale)}
          />
          <Button disabled style={{ width: 64 }}>
            {Math.round(scale * 100)}%
          </Button>
          <Button
            aria-label="放大"
            icon={<ZoomInOutlined />}
            disabled={zoomIndex >= ZOOMS.length - 1}
            onClick={() => setScale(ZOOMS[zoomIndex + 1] ?? scale)}
          />
        </Space.Compact>
        <Input.Search
          allowClear
          placeholder="在报告中搜索"
          aria-label="在报告中搜索"
          loading={search.isPending}
          onSearch={(value) => (value.trim() ? search.mutate(value.trim()) : search.reset())}
          style={{ width: 240 }}
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {hasWord ? '下载 PDF（带水印）' : '下载（带水印）'}
        </Button>
        {hasWord && (
          <Button icon={<DownloadOutlined />} loading={downloadWord.isPending} onClick={() => downloadWord.mutate()}>
            下载 Word
          </Button>
        )}
      </Space>
      {search.data ? (
        <List
          size="small"
          style={{ margin: '0 24px 12px', maxHeight: 200, overflow: 'auto' }}
          bordered
          header={`找到 ${search.data.length} 处`}
          dataSource={search.data}
          locale={{ emptyText: '没有找到匹配的内容' }}
          renderItem={(hit) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => {
                setHighlight(hit.page)
                goTo(hit.page)
              }}
            >
              第 {hit.page} 页：{hit.snippet}
            </List.Item>
          )}
        />
      ) : null}
      <div style={{ flex: 1, overflow: 'auto', padding: '8px 24px 24px', background: '#2a2a2a' }}>
        {Array.from({ length: pdf.numPages }, (_, i) => i + 1).map((n) => (
          <PdfPage
            key={n}
            pdf={pdf}
            pageNumber={n}
            scale={scale}
            baseSize={baseSize}
            watermark={watermark}
            highlighted={highlight === n}
            onVisible={setCurrent}
            register={register}
          />
        ))}
      </div>
    </>
  )
}

function Loading({ text }: { text: string }) {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip={text}>
        <div style={{ minHeight: 80 }} />
      </Spin>
    </div>
  )
}

/** Case-insensitive search through every page's text; each hit carries a short snippet around it. */
async function searchText(pdf: PDFDocumentProxy, query: string): Promise<Hit[]> {
  const needle = query.toLowerCase()
  const hits: Hit[] = []
  for (let n = 1; n <= pdf.numPages && hits.length < 200; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('')
    const lower = text.toLowerCase()
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      hits.push({ page: n, snippet: text.slice(Math.max(0, at - 20), at + needle.length + 20) })
    }
  }
  return hits
}
