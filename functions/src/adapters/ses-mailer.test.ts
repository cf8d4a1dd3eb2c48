import { MessageRejected, SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { createSesMailer } from './ses-mailer';

const ses = mockClient(SESClient);
beforeEach(() => ses.reset());

describe('SES mailer (SendEmail, aws-sdk-client-mock)', () => {
  it('It should send one plain-text e-mail from the configured sender, with Reply-To when given', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = createSesMailer(new SESClient({ region: 'eu-west-1' }), 'Sitewright <no-reply@sitewright.app>');
    await mailer.send({ to: 'ada@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
    await mailer.send({ to: 'owner@example.com', subject: 'A table request', text: 'For 4', replyTo: 'guest@example.com' });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 2);
    expect(ses).toHaveReceivedNthCommandWith(1, SendEmailCommand, {
      Source: 'Sitewright <no-reply@sitewright.app>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Message: { Subject: { Data: 'Your code: 123456', Charset: 'UTF-8' }, Body: { Text: { Data: 'Code 123456', Charset: 'UTF-8' } } },
    });
    expect(ses).toHaveReceivedNthCommandWith(2, SendEmailCommand, { ReplyToAddresses: ['guest@example.com'] });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).not.toHaveProperty('ReplyToAddresses');
  });

  it('It should let an SES failure surface (so the request fails rather than pretending a code was sent)', async () => {
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: { httpStatusCode: 400 } }));
    await expect(createSesMailer(new SESClient({ region: 'eu-west-1' }), 'x@y.z').send({ to: 'a@b.c', subject: 's', text: 't' }))
      .rejects.toMatchObject({ name: 'MessageRejected' });
  });
});
