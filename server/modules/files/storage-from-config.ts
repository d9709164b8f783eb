import type { Config } from '#server/config'
import { s3Storage } from './s3-storage.ts'
import { localDiskStorage, type Storage } from './storage.ts'

export function storageFromConfig(config: Config): Storage {
  if (config.STORAGE_DRIVER === 'local') return localDiskStorage(config.dataDir)
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    prefix: config.S3_PREFIX,
    dataDir: config.dataDir,
  })
}
