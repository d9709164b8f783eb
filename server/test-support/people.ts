import type { FastifyInstance } from 'fastify'
import type { OrgKind } from '#common/user-types'
import type { Db } from '../db/database.ts'
import { nowIso } from '../lib/clock.ts'
import { loginEach } from './auth.ts'
import { createTestApp, manualClock } from './test-app.ts'

type Outsider = { id: string; username: string; phone: string; kinds: OrgKind[]; organizationId: string }

type Prepare = (ctx: { app: FastifyInstance; db: Db; at: string }) => Promise<void>

/**
 * The real app on a fresh seeded database with a hand-moved clock, an access matrix's outsiders added (and
 * `prepare` run before the app starts), and a logged-in header for every person of the cast (the outsiders'
 * phones among them).
 */
export async function castTestApp<Who extends string>(
  phones: Record<Who, string>,
  outsiders: Outsider | readonly Outsider[],
  prepare?: Prepare,
) {
  const clock = manualClock()
  const { app, dbh, config } = await createTestApp({ clock })
  const at = nowIso(clock)
  for (const outsider of ([] as Outsider[]).concat(outsiders)) await addOutsider(dbh.db, { ...outsider, at })
  await prepare?.({ app, db: dbh.db, at })
  await app.ready()
  return { app, dbh, config, clock, headers: await loginEach(app, phones) }
}

/**
 * Adds an active user of a client organization who is a member of none of its projects: the access matrices'
 * outsider, who must see no more than someone of another organization.
 */
async function addOutsider(db: Db, person: Outsider & { at: string }) {
  await db
    .insertInto('users')
    .values({
      id: person.id,
      username: person.username,
      phone: person.phone,
      user_type: 'new_hotel',
      user_type_multi: JSON.stringify(person.kinds),
      organization_id: person.organizationId,
      authorization: null,
      avatar: null,
      status: 'active',
      created_at: person.at,
      updated_at: person.at,
    })
    .execute()
}

/** One person's row of an access matrix: whether the own and the other organization's project are visible. */
export type Sees = { own: boolean; other: boolean; staff: boolean }

/** Every person × the own and the other organization's project, with what the person may see and do there. */
export function matrixCases<Who extends string>(sees: Record<Who, Sees>, projects: { own: string; other: string }) {
  return (Object.keys(sees) as Who[]).flatMap((who) =>
    (['own', 'other'] as const).map((which) => ({
      who,
      which,
      project: projects[which],
      visible: sees[who][which],
      staff: sees[who].staff,
    })),
  )
}
