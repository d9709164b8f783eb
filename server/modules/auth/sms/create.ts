import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../../config.ts'
import type { Clock } from '../../../lib/clock.ts'
import { consoleSmsProvider } from './console.ts'
import type { SmsProvider } from './provider.ts'

/** The provider chosen by SMS_PROVIDER (config.ts already refuses the console provider in production). */
export function createSmsProvider(config: Config, log: FastifyBaseLogger, clock: Clock): SmsProvider {
  if (config.SMS_PROVIDER === 'console') {
    if (config.isProduction) throw new Error('The console SMS provider cannot run in production')
    return consoleSmsProvider(log, clock)
  }
  throw new Error('SMS_PROVIDER=aliyun is not available yet')
}
