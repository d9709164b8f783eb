/** Values Vite writes into the bundle at build time (see vite.config.ts `define`). */
declare const __BUILD_ID__: string
declare const __APP_VERSION__: string

export const buildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'
export const appVersion: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'
