import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect } from 'vitest'
import type { z } from 'zod'
import { contentDir, readDataFile } from '../lib/data-files.ts'

/**
 * Reads `text` as content/<file> against the schema, from a folder of its own that is removed afterwards; returns
 * the data, or the message of the error that refused it.
 */
export function readAs<S extends z.ZodType>(file: string, text: string, schema: S) {
  const dir = mkdtempSync(join(tmpdir(), 'data-file-'))
  try {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
    return { data: readDataFile(file, schema, dir) }
  } catch (error) {
    return { message: (error as Error).message }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The real content/<file> with each `[from, to]` replaced once, read against the schema: the message of the error
 * that refused it (undefined if it was accepted) and the line a text is on in the broken copy. A `from` the file does
 * not hold fails the test, so a renamed field cannot make it pass without breaking anything.
 */
function readBrokenCopy<S extends z.ZodType>(file: string, schema: S, ...replacements: [string, string][]) {
  let text = readFileSync(join(contentDir, file), 'utf8')
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`content/${file} does not contain ${from}`)
    text = text.replace(from, to)
  }
  const line = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
  return { message: readAs(file, text, schema).message, line }
}

/** A change to a data file and what the refusal says of it: the field's path and the start of its message. */
export type Refusal = {
  change: [string, string]
  says: string
  /** A text on the line the refusal names, when that is not the first line of the changed text. */
  at?: string
}

/**
 * Breaks the real content/<file> with every change at once and expects the refusal to name each one: the file, the
 * line of the changed text and what it says.
 */
export function expectRefusals(file: string, schema: z.ZodType, refusals: Refusal[]) {
  const { message, line } = readBrokenCopy(file, schema, ...refusals.map((r) => r.change))
  for (const { change, says, at } of refusals)
    expect(message).toContain(`content/${file}:${line(at ?? change[1])}: ${says}`)
}
