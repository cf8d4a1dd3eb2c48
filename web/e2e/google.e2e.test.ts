import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { launchChromium } from './browser';

let provider: OAuth2Server;
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  stack = await startTestStack({ GOOGLE_CLIENT_ID: 'sitewright-e2e', GOOGLE_CLIENT_SECRET: 'e2e-secret', OIDC_ISSUER: provider.issuer.url as string });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await provider?.stop();
});

describe('Google sign-in in Chromium', () => {
  it('It should sign in through the provider and land signed in on the post-login target', async () => {
    // The mock signs whoever asks; the ID token says who that is.
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      if ('aud' in token.payload) Object.assign(token.payload, { sub: 'e2e-dorothy', email: 'dorothy@example.com', email_verified: true, name: 'Dorothy Vaughan' });
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.appUrl}/login?redirectTo=/profile`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${stack.appUrl}/profile`);
    await page.getByText('dorothy@example.com').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dm_token'))).toMatch(/^ey/);
    expect(await page.evaluate(() => sessionStorage.getItem('google_oauth_state'))).toBeNull();
  });

  it("It should show 'Sign-in failed' with the SPEC text for a forged state, and go back to Sign In", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.appUrl}/auth/google/callback?code=abc&state=forged`);
    await page.getByRole('heading', { name: 'Sign-in failed' }).waitFor();
    await expect(page.getByText('Invalid state parameter - possible CSRF attack').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.waitForURL(`${stack.appUrl}/login`);
  });

  it("It should show 'OAuth error: access_denied' when the provider sends an error", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.appUrl}/auth/google/callback?error=access_denied&state=x`);
    await page.getByText('OAuth error: access_denied').waitFor();
  });
});
