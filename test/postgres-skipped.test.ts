import { it } from 'vitest'

// Shown in the report so a run without PostgreSQL says plainly what it did not cover.
it.skip('PostgreSQL server suite skipped: set TEST_DATABASE_URL=postgres://… to run it', () => {})
