import { randomUUID } from 'node:crypto'

/** App-generated ids: random UUIDs work the same on SQLite and PostgreSQL and reveal no counts. */
export function newId(): string {
  return randomUUID()
}
