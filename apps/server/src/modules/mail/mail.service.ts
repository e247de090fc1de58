import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { mailOutbox, type OutboxMail } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { MailDispatcher } from './mail-dispatcher';
import { type MailTemplate, renderMail } from './mail-templates';
import type { MailTransport } from './mail-transport';

/** A mail stuck in `sending` this long belongs to a worker that died: take it over. */
const SENDING_LEASE_MS = 10 * 60 * 1000;
/** A pending mail no job has tried after this long lost its job (crash after commit). */
const STRANDED_AFTER_MS = 2 * 60 * 1000;

/**
 * Writes a mail into the outbox. Call it with the transaction of the change that caused the
 * mail, so both commit or neither does; dispatch the returned id after the commit.
 */
export async function queueMail(
  tx: Db,
  now: Date,
  mail: { userId: number | null; to: string; template: MailTemplate },
): Promise<number> {
  const rendered = renderMail(mail.template);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      userId: mail.userId,
      kind: mail.template.kind,
      toAddress: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export interface MailDeliveryDeps {
  db: Db;
  transport: MailTransport | null;
  from: string;
  now: Clock;
  /** Where the one line per kept mail goes; absent: silent (tests). */
  announce?: ((line: string) => void) | undefined;
  /** In production the line names the mail but never prints its links (they hold tokens). */
  production: boolean;
}

export type DeliveryResult = 'sent' | 'kept' | 'skipped';

/**
 * Delivers one outbox row. The row is claimed first (pending → sending), so two jobs for the
 * same mail never both send it. A failed send puts it back to pending and throws, and the
 * job's retries try again.
 */
export async function deliverMail(deps: MailDeliveryDeps, mailId: number): Promise<DeliveryResult> {
  const now = deps.now();
  const [mail] = await deps.db
    .update(mailOutbox)
    .set({ status: 'sending', lockedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, mailId),
        or(
          eq(mailOutbox.status, 'pending'),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.lockedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!mail) return 'skipped';

  if (!deps.transport) {
    await deps.db
      .update(mailOutbox)
      .set({ status: 'kept', lockedAt: null })
      .where(eq(mailOutbox.id, mailId));
    deps.announce?.(announcement(mail, deps.production));
    return 'kept';
  }
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    });
  } catch (err) {
    await deps.db
      .update(mailOutbox)
      .set({ status: 'pending', lockedAt: null, lastError: String(err).slice(0, 500) })
      .where(eq(mailOutbox.id, mailId));
    throw err;
  }
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', lockedAt: null, sentAt: deps.now(), lastError: null })
    .where(eq(mailOutbox.id, mailId));
  return 'sent';
}

function announcement(mail: OutboxMail, production: boolean): string {
  const head = `[mail] to ${mail.toAddress} 「${mail.subject}」`;
  if (production) return `${head} kept in the outbox (SMTP_URL is not set)`;
  const link = mail.textBody.match(/https?:\/\/[^\s<>"']+/)?.[0];
  return link ? `${head} ${link}` : head;
}

/**
 * Sends a job again for mails that no job ever took (the process died between commit and
 * queueing) or whose worker died mid-send. Runs every few minutes.
 */
export async function redispatchStrandedMails(
  db: Db,
  now: Date,
  dispatcher: MailDispatcher,
): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, 'pending'),
          eq(mailOutbox.attempts, 0),
          lt(mailOutbox.createdAt, new Date(now.getTime() - STRANDED_AFTER_MS)),
        ),
        and(
          eq(mailOutbox.status, 'sending'),
          lt(mailOutbox.lockedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
        ),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(500);
  await dispatcher.dispatch(rows.map((r) => r.id));
  return rows.length;
}

/** The newest mails, optionally to one address: the development mailbox. */
export async function listMails(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  const to = options.to?.trim();
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
}

/** Delivered or kept mails are deleted after this long: their links are long dead. */
const MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Daily cleanup of the outbox. Pending mails stay until delivered. */
export async function purgeOldMails(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'kept']),
        lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
