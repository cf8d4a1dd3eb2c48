import { signedService, startAwsStub } from '../testing/aws-stub';
import { createSesMailer } from './ses-mailer';

describe('SES mailer (SESv2 SendEmail against a loopback stand-in)', () => {
  it('It should send one plain-text e-mail from the configured sender, signed for SES', async () => {
    const stub = await startAwsStub(() => ({ headers: { 'content-type': 'application/json' }, body: '{"MessageId":"m-1"}' }));
    try {
      const mailer = createSesMailer(await stub.client(), 'Sitewright <no-reply@sitewright.app>');
      await mailer.send({ to: 'ada@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
      expect(stub.requests).toHaveLength(1);
      const [req] = stub.requests;
      expect(req?.method).toBe('POST');
      expect(req?.path).toBe('/v2/email/outbound-emails');
      expect(signedService(req!.headers)).toBe('ses');
      expect(JSON.parse(req!.body.toString())).toEqual({
        FromEmailAddress: 'Sitewright <no-reply@sitewright.app>',
        Destination: { ToAddresses: ['ada@example.com'] },
        Content: { Simple: { Subject: { Data: 'Your code: 123456', Charset: 'UTF-8' }, Body: { Text: { Data: 'Code 123456', Charset: 'UTF-8' } } } },
      });
    } finally {
      await stub.close();
    }
  });

  it('It should let an SES failure surface (so the request fails rather than pretending a code was sent)', async () => {
    const stub = await startAwsStub(() => ({
      status: 400,
      headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' },
      body: '{"message":"Email address is not verified."}',
    }));
    try {
      const mailer = createSesMailer(await stub.client(), 'a@b.c');
      await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow(/not verified/);
    } finally {
      await stub.close();
    }
  });
});
