import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Clock, Mailer } from '@sitewright/core/ports';

/** One message in the local outbox, as GET /_local/outbox answers it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  reply_to?: string;
  sent_at: string;
}

/**
 * Local mail transport: each message is a JSON file under `dir`, plus one log line with the recipient
 * and the code, so a developer can sign up without a mail server (issue 2).
 */
export function createOutboxMailer(dir: string, logger: Logger, clock: Clock): Mailer {
  let seq = 0;
  return {
    async send({ to, subject, text, replyTo }) {
      await mkdir(dir, { recursive: true });
      const sent_at = new Date(clock.now()).toISOString();
      const entry: OutboxEntry = { to, subject, text, ...(replyTo ? { reply_to: replyTo } : {}), sent_at };
      const name = `${sent_at.replace(/[:.]/g, '-')}-${process.pid}-${seq++}.json`;
      await writeFile(join(dir, name), JSON.stringify(entry, null, 2));
      const code = /\b(\d{6})\b/.exec(subject)?.[1];
      logger.info('Mail written to the local outbox', { to, subject, ...(code ? { code } : {}) });
    },
  };
}

/** The outbox, newest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const entries = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxEntry));
  return entries.sort((a, b) => (a.sent_at < b.sent_at ? 1 : a.sent_at > b.sent_at ? -1 : 0));
}
