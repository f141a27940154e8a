/**
 * The morning digest (issue 32): at 7:30 in Abidjan on the offices' open days (config/digest.ts), each member of
 * the lead staff (whoever holds a role with the requests: config/staff.ts) gets one mail with their follow-ups due today or before, their requests late
 * for a first response, and the late requests nobody has (the whole team's to pick up, said to everyone). Nothing to
 * say, no mail. A server down at 7:30 sends them once it is back, until noon.
 *
 * Once a day: each member's digest is a row (user_id, day) of `digests`, inserted with ON CONFLICT DO NOTHING in the
 * transaction that queues the mail (alone when there is nothing to say), so that neither a second instance nor a
 * restart sends it again. Each list reads a few rows per kind through its index (desk-alerts.ts runs it every minute;
 * once every member has the day's row, a run costs one query).
 */
import { and, eq, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { holdsRight } from '@/server/auth/roles';
import { digestSchedule } from '@/config/digest';
import { UTC_OFFSET_MINUTES } from '@/config/time-zone';
import { requestListText } from '@/content/mails';
import { formatDuration, frenchDay, todayIso } from '@/lib/dates';
import type { Db } from '@/server/db/client';
import { digests, user, workflowTables, type WorkflowKind } from '@/server/db/schema';
import { logInfo } from '@/server/log';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { digestMail } from '@/server/mail/templates';
import { requestsAcrossKinds, toRequestList, viewPath, type RequestBrief } from './request-lists';
import { lateCondition } from './response-promise';

const tables = workflowTables;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The day (YYYY-MM-DD, Abidjan) whose digests are due at `now`, or null outside the digest's hours and days. */
export function digestDay(
  now: Date,
  schedule: { at: string; until: string; days: readonly number[] } = digestSchedule,
): string | null {
  const local = new Date(now.getTime() + UTC_OFFSET_MINUTES * 60_000);
  const weekday = local.getUTCDay() || 7;
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  if (!schedule.days.includes(weekday) || minutes < minutesOf(schedule.at) || minutes >= minutesOf(schedule.until))
    return null;
  return todayIso(now);
}

const lateState = (now: Date) => (brief: RequestBrief) =>
  requestListText.late(
    formatDuration(now.getTime() - brief.dueAt.getTime()),
    requestListText.promised(formatDuration(brief.promise.minutes * 60_000), brief.promise.clock === 'office'),
  );

/**
 * Queues the digests due at `now` to the staff members who have not had that day's yet. Returns how many mails it
 * queued (a member with nothing to do gets the day's row and no mail).
 */
export async function sendDigests(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const day = digestDay(now);
  if (!day) return 0;
  const members = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      and(
        holdsRight(db, user.id, 'leads'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(digests)
            .where(and(eq(digests.userId, user.id), eq(digests.day, day))),
        ),
      ),
    )
    .orderBy(user.id);
  if (members.length === 0) return 0;
  const { listed, countCap: cap } = digestSchedule;
  const late = (kind: WorkflowKind) => lateCondition(kind, now);
  const lateOrder = { order: 'oldest', sortKey: (brief: RequestBrief) => brief.dueAt.getTime(), listed, cap } as const;
  // The same for everyone: read once.
  const unassigned = await requestsAcrossKinds(db, {
    ...lateOrder,
    where: (kind) => and(late(kind), isNull(tables[kind].assignedTo)),
  });
  let queued = 0;
  for (const member of members) {
    const [followUps, mine] = await Promise.all([
      requestsAcrossKinds(db, {
        where: (kind) =>
          and(
            lte(tables[kind].followUpOn, day),
            eq(tables[kind].assignedTo, member.id),
            ne(tables[kind].status, 'traite'),
          ),
        order: 'follow-up',
        sortKey: (brief) => brief.followUpOn ?? '',
        listed,
        cap,
      }),
      requestsAcrossKinds(db, {
        ...lateOrder,
        where: (kind) => and(late(kind), eq(tables[kind].assignedTo, member.id)),
      }),
    ]);
    const mail = digestMail({
      to: member.email,
      name: member.name,
      at: digestSchedule.at,
      followUps: toRequestList(
        followUps,
        (brief) => requestListText.followUp(frenchDay(brief.followUpOn ?? day), brief.followUpOn === day),
        viewPath(followUps.kinds, { assignee: 'mine', followUps: true }),
      ),
      late: toRequestList(mine, lateState(now), viewPath(mine.kinds, { assignee: 'mine', late: true })),
      unassigned: toRequestList(
        unassigned,
        lateState(now),
        viewPath(unassigned.kinds, { assignee: 'none', late: true }),
      ),
    });
    const somethingToSay = followUps.total + mine.total + unassigned.total > 0;
    const sent = await db.transaction(async (tx) => {
      const [first] = await tx
        .insert(digests)
        .values({ userId: member.id, day, at: now })
        .onConflictDoNothing()
        .returning({ userId: digests.userId });
      if (!first || !somethingToSay) return false;
      await queueMails(tx, [mail]);
      return true;
    });
    if (sent) queued += 1;
  }
  if (queued) {
    logInfo('digest', 'morning digests queued', { count: queued, staff: members.length });
    notifyMailer();
  }
  return queued;
}
