import { execSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startServer } from './server.ts'

/** Builds once (unless E2E_SKIP_BUILD=1), starts one server for all browser tests, and stops it afterwards. */
export default async function globalSetup() {
  const root = resolve(import.meta.dirname, '../..')
  if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' })
  // In test-results/, where `npm test` prints the server's warnings and errors when a browser test failed.
  mkdirSync(join(root, 'test-results'), { recursive: true })
  const server = await startServer({}, join(root, 'test-results', 'e2e-server.log'))
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_SESSION_FILE = join(server.dataDir, 'e2e-sessions.json')
  return async () => {
    server.process.kill('SIGTERM')
  }
}
