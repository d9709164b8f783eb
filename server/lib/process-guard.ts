/** Where the guard writes: the app's logger once it exists, the console before that. */
export type GuardLog = {
  error: (fields: object, message: string) => void
  fatal: (fields: object, message: string) => void
}

const consoleLog: GuardLog = {
  error: (fields, message) => console.error(message, fields),
  fatal: (fields, message) => console.error(message, fields),
}

/**
 * The last line of defence against an error nobody handles, such as an 'error' event on a database or Redis
 * client with no listener (every client the product holds has one; this is for the one that was missed). Either
 * is logged with its stack, code and origin before anything else happens, so the log shows the bug at its source.
 * An uncaught exception leaves the process in an unknown state: it exits with 1 and the supervisor starts a fresh
 * one. A rejected promise nobody awaited is logged and the process goes on.
 */
export function guardProcess(exit: (code: number) => void = (code) => process.exit(code)) {
  let log = consoleLog
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin, code: codeOf(error) }, `uncaught exception (${origin}): exiting`)
    exit(1)
  })
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason, code: codeOf(reason) }, 'unhandled promise rejection')
  })
  return {
    /** Switches the guard to the app's logger. */
    logTo(next: GuardLog) {
      log = next
    },
  }
}

function codeOf(error: unknown) {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined
}
