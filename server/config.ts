import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(' or ')}`)
      .optional(),
  )

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  REDIS_KEY_PREFIX: z.string().max(64).default('hic:'),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(32),
  OVERLOAD_MAX_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  ALIYUN_SMS_SIGN_NAME: z.preprocess(emptyAsUndefined, z.string().optional()),
  ALIYUN_SMS_TEMPLATE_CODE: z.preprocess(emptyAsUndefined, z.string().optional()),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z.string().default(''),
  MAP_TILE_URL: optionalUrl(['https://', 'http://']),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
})

export type Env = z.infer<typeof envSchema>

export type Config = Env & {
  dataDir: string
  webRoot: string
  jwtSecret: string
  seedDemo: boolean
  isProduction: boolean
}

export class ConfigError extends Error {}

/** Parses the environment once; every problem is named by its variable on one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const values = parsed.data
  const isProduction = values.NODE_ENV === 'production'
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production')
  }
  if (isProduction && values.SMS_PROVIDER === 'console') {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=console cannot be used when NODE_ENV=production; configure a real SMS provider',
    )
  }
  if (values.SMS_PROVIDER === 'aliyun') {
    for (const key of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const) {
      if (!values[key]) throw new ConfigError(`Invalid configuration: ${key} is required when SMS_PROVIDER=aliyun`)
    }
  }
  if (values.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!values[key]) throw new ConfigError(`Invalid configuration: ${key} is required when STORAGE_DRIVER=s3`)
    }
  }
  const dataDir = resolve(values.DATA_DIR)
  return {
    ...values,
    dataDir,
    webRoot: resolve(import.meta.dirname, '..', isCompiled() ? '../web' : 'dist/web'),
    jwtSecret: values.JWT_SECRET ?? localSecret(dataDir),
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : !isProduction,
    isProduction,
  }
}

function isCompiled() {
  return import.meta.filename.endsWith('.js')
}

/** Outside production a random secret is kept in the data directory so restarts keep sessions valid. */
function localSecret(dataDir: string) {
  const file = join(dataDir, 'jwt-secret.local')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
