import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableOfContents,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx'
import type { RichNode } from '#common/content'
import { CHART_HEIGHT, CHART_WIDTH, chartPngs } from './chart.ts'
import {
  type Chapter,
  chapterTitle,
  coverLines,
  type DeliverableDoc,
  type DocBlock,
  type DocChart,
  type DocTable,
  SHORT_TABLE_ROWS,
  sourceText,
} from './model.ts'

/**
 * A deliverable as a Word file (ADR 062), through the `docx` library: a cover page, a table of contents field that
 * Word fills in on opening (updateFields), chapters as Heading 1 and their subheadings as Heading 2 so Word's
 * navigation pane lists them, tables with a header row repeated on every page, charts as PNG images, the firm's
 * name in the header and 第 n 页 / 共 N 页 in the footer.
 */

const RED = '9E1A1F'
const GREY = '6B6B6B'
const INK = '222222'
const STRIPE = 'F4F4F4'
/** Latin text in Arial, Chinese in Microsoft YaHei (Word substitutes its CJK default where it is missing). */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'Microsoft YaHei', cs: 'Arial' }
/** A4 text width with 2.2 cm margins, in pixels at 96 dpi (the unit of ImageRun). */
const TEXT_WIDTH_PX = 620
const MARGIN = 1247 // 2.2 cm in twips

const BULLETS = 'doc-bullets'
const ORDERED = 'doc-ordered'

type Body = (Paragraph | Table | TableOfContents)[]

export async function renderDocx(doc: DeliverableDoc): Promise<Uint8Array> {
  const charts = doc.chapters.flatMap((c) => c.blocks.filter((b): b is DocChart => b.kind === 'chart'))
  const pngs = await chartPngs(charts)
  const images = new Map(charts.map((chart, i) => [chart, pngs[i] as Uint8Array]))
  let lists = 0
  const body: Body = [
    new Paragraph({
      children: [new TextRun({ text: '目  录', bold: true, size: 32, color: RED })],
      spacing: { after: 240 },
    }),
    new TableOfContents('目录', { hyperlink: true, headingStyleRange: '1-2' }),
  ]
  doc.chapters.forEach((chapter, i) => {
    body.push(...chapterParts(chapter, i, () => ++lists, images))
  })

  const file = new Document({
    creator: doc.author,
    title: doc.title,
    subject: doc.subtitle,
    description: doc.summary ?? doc.subtitle,
    features: { updateFields: true },
    styles: {
      default: {
        document: {
          // Chinese text: Word and LibreOffice pick Simplified Chinese glyphs and fallbacks (not Japanese forms).
          run: { font: FONT, size: 21, color: INK, language: { value: 'zh-CN', eastAsia: 'zh-CN' } },
          paragraph: { spacing: { line: 360, lineRule: LineRuleType.AUTO, after: 120 } },
        },
        heading1: {
          run: { font: FONT, size: 32, bold: true, color: RED },
          paragraph: { spacing: { before: 240, after: 240 }, keepNext: true },
        },
        heading2: {
          run: { font: FONT, size: 26, bold: true, color: INK },
          paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: 22, bold: true, color: INK },
          paragraph: { spacing: { before: 180, after: 80 }, keepNext: true },
        },
        hyperlink: { run: { color: '1F4E9E', underline: {} } },
      },
      paragraphStyles: [
        {
          id: 'Caption',
          name: 'Caption',
          basedOn: 'Normal',
          next: 'Normal',
          run: { bold: true, size: 20, color: RED },
          paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
        },
        {
          id: 'SourceNote',
          name: 'Source Note',
          basedOn: 'Normal',
          run: { size: 16, color: GREY },
          paragraph: { spacing: { before: 40, after: 40, line: 260, lineRule: LineRuleType.AUTO } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 480, hanging: 240 } } },
            },
          ],
        },
        {
          reference: ORDERED,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 480, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: cover(doc),
      },
      {
        properties: {
          page: {
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 600, footer: 600 },
          },
        },
        headers: { default: header(doc) },
        footers: { default: footer() },
        children: body,
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(file))
}

function cover(doc: DeliverableDoc) {
  const line = (text: string, size: number, options: { bold?: boolean; color?: string; after?: number } = {}) =>
    new Paragraph({
      children: [new TextRun({ text, size, bold: options.bold ?? false, color: options.color ?? INK })],
      spacing: { after: options.after ?? 200 },
    })
  return [
    new Paragraph({ children: [], spacing: { before: 2400 } }),
    new Paragraph({
      children: [new TextRun({ text: doc.author, size: 24, color: RED, bold: true })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: RED, space: 8 } },
      spacing: { after: 600 },
    }),
    line(doc.title, 48, { bold: true, after: 300 }),
    line(doc.subtitle, 28, { color: GREY, after: 600 }),
    ...(doc.summary ? [line(doc.summary, 21, { after: 1200 })] : [new Paragraph({ spacing: { after: 1200 } })]),
    ...coverLines(doc).map(({ text, emphasis }) =>
      line(text, 22, emphasis === 'notice' ? { bold: true, color: RED } : emphasis === 'quiet' ? { color: GREY } : {}),
    ),
  ]
}

function header(doc: DeliverableDoc) {
  return new Header({
    children: [
      new Paragraph({
        children: [
          new TextRun({ text: doc.author, size: 17, color: RED, bold: true }),
          new TextRun({ text: `  ·  ${doc.title}`, size: 17, color: GREY }),
        ],
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RED, space: 4 } },
      }),
    ],
  })
}

function footer() {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: ['第 ', PageNumber.CURRENT, ' 页 / 共 ', PageNumber.TOTAL_PAGES, ' 页'],
            size: 17,
            color: GREY,
          }),
        ],
      }),
    ],
  })
}

type Images = Map<DocChart, Uint8Array>

function chapterParts(chapter: Chapter, index: number, nextList: () => number, images: Images): Body {
  const out: Body = [
    new Paragraph({ text: chapterTitle(chapter, index), heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
  ]
  let sub = 0
  for (const block of chapter.blocks) out.push(...blockParts(block, () => ++sub, nextList, images))
  return out
}

function blockParts(block: DocBlock, nextSub: () => number, nextList: () => number, images: Images): Body {
  switch (block.kind) {
    case 'para':
      return [new Paragraph({ children: [new TextRun(block.text)], indent: { firstLine: 420 } })]
    case 'subheading':
      return [new Paragraph({ text: `（${subNumeral(nextSub())}）${block.text}`, heading: HeadingLevel.HEADING_2 })]
    case 'bullets':
      return block.items.map((item) => new Paragraph({ text: item, numbering: { reference: BULLETS, level: 0 } }))
    case 'table':
      return tableParts(block)
    case 'chart':
      return chartParts(block, images.get(block) as Uint8Array)
    case 'richText':
      return block.nodes.flatMap((node) => richParts(node, nextList))
    case 'sources':
      return block.items.map(
        (item, i) =>
          new Paragraph({
            children: [
              new TextRun({ text: `[${i + 1}] `, bold: true }),
              new TextRun({ text: `${item.label}：` }),
              new TextRun({ text: sourceText(item.source), color: item.source ? INK : RED }),
            ],
            spacing: { after: 60, line: 300, lineRule: LineRuleType.AUTO },
          }),
      )
  }
}

const subNumerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十']
const subNumeral = (n: number) => (n <= 10 ? (subNumerals[n - 1] as string) : String(n))

function notesParts(note?: string, source?: string): Paragraph[] {
  return [
    ...(note ? [new Paragraph({ text: `注：${note}`, style: 'SourceNote' })] : []),
    ...(source ? [new Paragraph({ text: `资料来源：${source}`, style: 'SourceNote' })] : []),
  ]
}

function tableParts(table: DocTable): Body {
  const total = table.columns.reduce((s, c) => s + (c.weight ?? 1), 0)
  const widths = table.columns.map((c) => Math.round(((c.weight ?? 1) / total) * 100))
  // Word keeps a row with the next one when its paragraphs keep with the next: a short table stays on one page, a
  // long one never leaves its header and first rows alone at the foot of a page.
  const keptRows = table.rows.length <= SHORT_TABLE_ROWS ? table.rows.length - 1 : 2
  const cell = (text: string, i: number, kind: 'header' | 'odd' | 'even', keepNext: boolean) =>
    new TableCell({
      width: { size: widths[i] ?? 0, type: WidthType.PERCENTAGE },
      verticalAlign: VerticalAlign.CENTER,
      margins: { top: 50, bottom: 50, left: 80, right: 80 },
      ...(kind === 'even'
        ? {}
        : { shading: { type: ShadingType.CLEAR, fill: kind === 'header' ? RED : STRIPE, color: 'auto' } }),
      children: [
        new Paragraph({
          keepNext,
          alignment: table.columns[i]?.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
          spacing: { before: 0, after: 0, line: 260, lineRule: LineRuleType.AUTO },
          children: [
            new TextRun({ text, size: 17, bold: kind === 'header', color: kind === 'header' ? 'FFFFFF' : INK }),
          ],
        }),
      ],
    })
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' }
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
  return [
    new Paragraph({ text: table.title, style: 'Caption' }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      layout: TableLayoutType.FIXED,
      borders: { top: border, bottom: border, left: none, right: none, insideHorizontal: border, insideVertical: none },
      rows: [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: table.columns.map((c, i) => cell(c.label, i, 'header', true)),
        }),
        ...table.rows.map(
          (row, r) =>
            new TableRow({
              cantSplit: true,
              children: table.columns.map((_, i) => cell(row[i] ?? '', i, r % 2 === 0 ? 'odd' : 'even', r < keptRows)),
            }),
        ),
      ],
    }),
    ...notesParts(table.note, table.source),
  ]
}

function chartParts(chart: DocChart, png: Uint8Array): Body {
  const width = TEXT_WIDTH_PX
  const height = Math.round((width * CHART_HEIGHT) / CHART_WIDTH)
  return [
    new Paragraph({ text: `${chart.title}（单位：${chart.unit}）`, style: 'Caption' }),
    new Paragraph({
      keepNext: Boolean(chart.note || chart.source),
      spacing: { line: 240, lineRule: LineRuleType.AUTO, before: 0, after: 0 },
      children: [
        new ImageRun({
          type: 'png',
          data: png,
          transformation: { width, height },
          altText: { name: chart.title, title: chart.title, description: `${chart.title}（单位：${chart.unit}）` },
        }),
      ],
    }),
    ...notesParts(chart.note, chart.source),
  ]
}

function richParts(node: RichNode, nextList: () => number): Paragraph[] {
  switch (node.type) {
    case 'heading':
      return [new Paragraph({ text: node.text, heading: HeadingLevel.HEADING_3 })]
    case 'paragraph':
      return [
        new Paragraph({
          indent: { firstLine: 420 },
          children: node.spans.map((span) =>
            span.href && /^https?:\/\//i.test(span.href)
              ? new ExternalHyperlink({
                  link: span.href,
                  children: [new TextRun({ text: span.text, bold: span.bold ?? false, style: 'Hyperlink' })],
                })
              : new TextRun({ text: span.text, bold: span.bold ?? false }),
          ),
        }),
      ]
    case 'list': {
      const instance = nextList()
      return node.items.map(
        (item) =>
          new Paragraph({
            text: item,
            numbering: node.ordered ? { reference: ORDERED, level: 0, instance } : { reference: BULLETS, level: 0 },
          }),
      )
    }
    case 'note':
      return [
        new Paragraph({
          children: [new TextRun({ text: node.text, color: GREY, italics: true })],
          shading: { type: ShadingType.CLEAR, fill: 'F7F0F0', color: 'auto' },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: RED, space: 6 } },
          indent: { left: 160 },
        }),
      ]
  }
}
