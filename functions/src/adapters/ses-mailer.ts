import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { Mailer } from '@sitewright/core/ports';

/**
 * Mailer on Amazon SES (plain-text e-mail) through `@aws-sdk/client-ses`'s SendEmail
 * (https://docs.aws.amazon.com/ses/latest/APIReference/API_SendEmail.html; IAM action ses:SendEmail),
 * the SES client the design card names; SESv2 would add nothing a plain-text message needs.
 * @param ses the client (bring your own client). @param from the verified sender, e.g. `Sitewright <no-reply@…>`.
 * @throws the SES error (e.g. MessageRejected for an unverified address), so a request never pretends a code was sent.
 */
export function createSesMailer(ses: SESClient, from: string): Mailer {
  return {
    async send({ to, subject, text, replyTo }) {
      await ses.send(new SendEmailCommand({
        Source: from,
        Destination: { ToAddresses: [to] },
        ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
        Message: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } },
      }));
    },
  };
}
