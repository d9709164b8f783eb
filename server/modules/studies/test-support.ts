import yauzl from 'yauzl'

/** The text of one entry of a zip (a .docx is one), or undefined when the entry is missing. */
export function zipEntryText(bytes: Uint8Array, name: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'))
      let found = false
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry()
        found = true
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'))
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            zip.close()
            resolve(Buffer.concat(chunks).toString('utf8'))
          })
          stream.on('error', reject)
        })
      })
      zip.on('end', () => {
        if (!found) resolve(undefined)
      })
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

/** What a Word document's main part says: its paragraphs' text, its heading paragraphs and its number of tables. */
export async function readDocx(bytes: Uint8Array) {
  const xml = await zipEntryText(bytes, 'word/document.xml')
  if (!xml) throw new Error('no word/document.xml')
  const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1] ?? null,
    text: [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
  }))
  return {
    text: paragraphs.map((p) => p.text).join('\n'),
    headings: paragraphs
      .filter((p) => p.style && /^Heading1$|^heading1$|^Heading 1$/i.test(p.style))
      .map((p) => p.text),
    styles: [...new Set(paragraphs.map((p) => p.style).filter(Boolean))],
    tables: (xml.match(/<w:tbl>/g) ?? []).length,
    images: (xml.match(/<pic:pic[ >]/g) ?? []).length,
  }
}
