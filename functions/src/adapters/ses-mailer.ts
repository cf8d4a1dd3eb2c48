import type { AwsLiteClient } from '@sitewright/data';
import type { Mailer } from '@sitewright/core/ports';

/**
 * Mailer on Amazon SES (plain-text e-mail) through the SESv2 SendEmail API, as a raw aws-lite request
 * (https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html; IAM action ses:SendEmail).
 * @param aws an aws-lite client (bring your own client). @param from the verified sender, e.g. `Sitewright <no-reply@…>`.
 * @throws the SES error (e.g. MessageRejected for an unverified address), so a request never pretends a code was sent.
 */
export function createSesMailer(aws: AwsLiteClient, from: string): Mailer {
  return {
    async send({ to, subject, text, replyTo }) {
      await aws({
        service: 'email',
        method: 'POST',
        path: '/v2/email/outbound-emails',
        headers: { 'content-type': 'application/json' },
        payload: {
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
          Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
        },
      });
    },
  };
}
