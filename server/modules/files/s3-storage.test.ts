import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { s3Storage } from './s3-storage.ts'
import { startFakeS3 } from './test-fixtures/fake-s3.ts'

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

describe('S3-compatible storage', async () => {
  const s3 = await startFakeS3()
  afterAll(() => s3.close())
  const dataDir = mkdtempSync(join(tmpdir(), 'hic-s3-'))
  const storage = s3Storage({
    endpoint: s3.endpoint,
    region: 'cn-east-1',
    bucket: 'portal-files',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    prefix: 'uploads/',
    dataDir,
  })

  it('stores a file under a random key with signed requests, reads it whole and by range, and removes it', async () => {
    const temp = join(dataDir, 'upload.tmp')
    writeFileSync(temp, 'hello object storage')
    const key = await storage.saveFrom(temp)
    expect(key).toMatch(/^[a-f0-9]{32}$/)
    expect(s3.objects.get(`/portal-files/uploads/${key}`)?.toString()).toBe('hello object storage')
    expect(s3.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//)

    expect(await text(await storage.read(key))).toBe('hello object storage')
    expect(await text(await storage.read(key, { start: 6, end: 11 }))).toBe('object')
    expect(await storage.size(key)).toBe(20)
    await storage.remove(key)
    expect(s3.objects.size).toBe(0)
  })

  it('refuses a key that is not one of its own', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid storage key')
  })
})
