import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { awsClientConfig, type AwsConnection } from '@sitewright/data/clients';
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

/**
 * The SES mailer on a client built from `conn` by the one client factory (packages/data clients.ts).
 * Named imports only, so a bundle carries the SES client and SendEmail, not the package's every command.
 */
export function sesMailerAt(conn: AwsConnection, from: string): Mailer {
  return createSesMailer(new SESClient(awsClientConfig(conn)), from);
}
