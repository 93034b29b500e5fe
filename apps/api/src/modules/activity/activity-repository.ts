import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** The admin activity feed: one line per thing that happened, with its facts as JSON. */
export interface ActivityEntry {
  type: string;
  subjectId: number | null;
  actorId: number | null;
  message: string;
  data: Record<string, unknown>;
  at: Date;
}

export async function recordActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      type: entry.type,
      subject_id: entry.subjectId,
      actor_id: entry.actorId,
      message: entry.message,
      data: JSON.stringify(entry.data),
      created_at: entry.at.toISOString(),
    })
    .execute();
}
