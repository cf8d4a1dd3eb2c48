import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { Mailer } from '@sitewright/core/ports';

/** Mailer on Amazon SES (plain-text e-mail). Receives its client (bring your own client). */
export function createSesMailer(ses: SESClient, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      await ses.send(new SendEmailCommand({
        Source: from,
        Destination: { ToAddresses: [to] },
        Message: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } },
      }));
    },
  };
}
