import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { z } from 'zod'
import { readDataFile } from '../lib/data-files.ts'

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
