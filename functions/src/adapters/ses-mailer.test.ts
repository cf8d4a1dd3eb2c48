import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { createSesMailer } from './ses-mailer';

describe('SES mailer', () => {
  it('It should send one plain-text e-mail from the configured sender', async () => {
    const ses = mockClient(SESClient);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = createSesMailer(new SESClient({ region: 'eu-west-1' }), 'Sitewright <no-reply@sitewright.app>');
    await mailer.send({ to: 'ada@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      Source: 'Sitewright <no-reply@sitewright.app>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Message: { Subject: { Data: 'Your code: 123456', Charset: 'UTF-8' }, Body: { Text: { Data: 'Code 123456', Charset: 'UTF-8' } } },
    });
    ses.restore();
  });

  it('It should let an SES failure surface (so the request fails rather than pretending a code was sent)', async () => {
    const ses = mockClient(SESClient);
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected: Email address is not verified'));
    const mailer = createSesMailer(new SESClient({ region: 'eu-west-1' }), 'a@b.c');
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(/not verified/);
    ses.restore();
  });
});
