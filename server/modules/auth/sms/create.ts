import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '#server/config'
import type { Clock } from '#server/lib/clock'
import { aliyunSmsProvider } from './aliyun.ts'
import { consoleSmsProvider } from './console.ts'
import type { SmsProvider } from './provider.ts'

/** The provider chosen by SMS_PROVIDER. Production never gets the console provider (config.ts refuses it too). */
export function createSmsProvider(config: Config, log: FastifyBaseLogger, clock: Clock): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    const { ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE } =
      config
    if (
      !ALIYUN_SMS_ACCESS_KEY_ID ||
      !ALIYUN_SMS_ACCESS_KEY_SECRET ||
      !ALIYUN_SMS_SIGN_NAME ||
      !ALIYUN_SMS_TEMPLATE_CODE
    ) {
      throw new Error('SMS_PROVIDER=aliyun needs the four ALIYUN_SMS_* settings')
    }
    return aliyunSmsProvider(
      {
        accessKeyId: ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: ALIYUN_SMS_SIGN_NAME,
        templateCode: ALIYUN_SMS_TEMPLATE_CODE,
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      },
      log,
      clock,
    )
  }
  if (config.isProduction) throw new Error('The console SMS provider cannot run in production')
  return consoleSmsProvider(log, clock)
}
