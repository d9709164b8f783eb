import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { newStorageKey, type Storage } from './storage.ts'

export type S3Options = {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  /** Key prefix inside the bucket, e.g. "portal/". */
  prefix: string
  dataDir: string
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Aliyun OSS, Tencent COS …). Uploads still land in a local
 * temporary file first, because they are inspected before they are kept; only accepted files are sent.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Many S3-compatible services reject the newer default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
  const objectKey = (key: string) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('invalid storage key')
    return `${options.prefix}${key}`
  }
  return {
    tempDir: join(options.dataDir, 'tmp'),
    async saveFrom(tempPath, key = newStorageKey()) {
      const { size } = await stat(tempPath)
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: createReadStream(tempPath),
          ContentLength: size,
        }),
      )
      await rm(tempPath, { force: true })
      return key
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      return answer.Body as Readable
    },
    async size(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }))
      return head.ContentLength ?? 0
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }))
    },
  }
}
