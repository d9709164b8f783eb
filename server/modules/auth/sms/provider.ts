/** One SMS to send: the normalized phone, the code and the full text (GoTrue's sms_provider layout). */
export type SmsMessage = { phone: string; code: string; text: string }

export type OutboxEntry = { phone: string; code: string; text: string; sent_at: string }

export interface SmsProvider {
  readonly name: 'console' | 'aliyun'
  send(message: SmsMessage): Promise<void>
  /** Only the console provider keeps an outbox (development and tests). */
  outbox?(phone?: string): OutboxEntry[]
  /** Drops outbox messages sent before `before` (ISO time); answers how many went. */
  prune?(before: string): number
}
