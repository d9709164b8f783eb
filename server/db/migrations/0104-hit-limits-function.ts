import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * PostgreSQL only: `hic_hit_limits` counts rate-limit hits in order and stops after the first one over its max, in
 * one statement, so sending a login code is one round trip instead of seven (begin, four hits, the code, commit).
 * Same window rule as `hitQuery` in server/modules/auth/limits.ts and the Redis script there. SQLite runs the same
 * steps as a guarded transaction in its worker thread (server/db/guarded-steps.ts).
 */
export async function up(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql
    .raw(
      `create or replace function hic_hit_limits(keys text[], windows_ms bigint[], maxes bigint[], now_ms bigint)
       returns table (step integer, hits bigint, window_end bigint, refused boolean)
       language plpgsql as $$
       declare i integer;
       begin
         for i in 1 .. coalesce(array_length(keys, 1), 0) loop
           insert into rate_limits as rl (key, count, reset_at) values (keys[i], 1, now_ms + windows_ms[i])
           on conflict (key) do update set
             count = case when rl.reset_at <= now_ms then 1 else rl.count + 1 end,
             reset_at = case when rl.reset_at <= now_ms then now_ms + windows_ms[i] else rl.reset_at end
           returning rl.count, rl.reset_at into hits, window_end;
           step := i - 1;
           refused := hits > maxes[i];
           return next;
           exit when refused;
         end loop;
       end $$`,
    )
    .execute(db)
}

export async function down(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql.raw('drop function if exists hic_hit_limits(text[], bigint[], bigint[], bigint)').execute(db)
}
