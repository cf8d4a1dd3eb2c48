import type { Browser } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { launchChromium } from './browser';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('sign-up in Chromium', () => {
  it('It should register, take the code from the outbox and land signed in on the redirect target', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.appUrl}/dashboard`);
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill('katherine@example.com');
    await page.getByLabel('Password').fill('orbital mechanics');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('We sent a 6-digit code to').waitFor();
    const code = await stack.outboxCode('katherine@example.com');
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.waitForURL(`${stack.appUrl}/dashboard`);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('link', { name: 'Profile' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('dm_token'))).toMatch(/^ey/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dm_token'))).toBeNull();
  });
});
