import { parseConfig } from './config';

describe('config', () => {
  it('It should list every bad variable in one error', () => {
    expect(() => parseConfig({ JWT_SECRET: 'short', MAIL_TRANSPORT: 'pigeon' })).toThrow(/JWT_SECRET: must be at least 32 characters[\s\S]*MAIL_TRANSPORT/);
  });

  it('It should refuse a scrypt cost below 2^17 outside tests and accept it in tests', () => {
    const secret = 'x'.repeat(40);
    expect(() => parseConfig({ JWT_SECRET: secret, PASSWORD_SCRYPT_LOG_N: '10', NODE_ENV: 'production' })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    expect(parseConfig({ JWT_SECRET: secret, PASSWORD_SCRYPT_LOG_N: '10', NODE_ENV: 'test' }).PASSWORD_SCRYPT_LOG_N).toBe(10);
    expect(parseConfig({ JWT_SECRET: secret }).PASSWORD_SCRYPT_LOG_N).toBe(17);
  });

  it('It should default the image sources to off, with Unsplash and Pexels endpoints, and an 8 s budget per slot', () => {
    const c = parseConfig({ JWT_SECRET: 'x'.repeat(40), UNSPLASH_ACCESS_KEY: '', PEXELS_API_KEY: '' });
    expect(c).toMatchObject({
      UNSPLASH_API_URL: 'https://api.unsplash.com', UNSPLASH_APP_NAME: 'sitewright', PEXELS_API_URL: 'https://api.pexels.com/v1',
      IMAGE_SOURCE_TIMEOUT_MS: 8000,
    });
    expect([c.UNSPLASH_ACCESS_KEY, c.PEXELS_API_KEY, c.OPENAI_IMAGE_MODEL]).toEqual([undefined, undefined, undefined]);
  });

  it('It should name bad image-source variables', () => {
    expect(() => parseConfig({ JWT_SECRET: 'x'.repeat(40), UNSPLASH_APP_NAME: 'my app&x=1', PEXELS_API_URL: 'not a url', IMAGE_SOURCE_TIMEOUT_MS: '0' }))
      .toThrow(/UNSPLASH_APP_NAME[\s\S]*PEXELS_API_URL[\s\S]*IMAGE_SOURCE_TIMEOUT_MS/);
  });

  it('It should derive table names from the prefix unless each is given', () => {
    const c = parseConfig({ JWT_SECRET: 'x'.repeat(40), TABLE_PREFIX: 'p-', USERS_TABLE: 'explicit-users' });
    expect(c.tables).toEqual({ users: 'explicit-users', projects: 'p-projects', templates: 'p-templates', deployments: 'p-deployments', versions: 'p-versions', messages: 'p-messages', jobs: 'p-jobs', connections: 'p-connections' });
  });
  it('It should take the HTTPS edge settings all together or not at all (issue 21)', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(parseConfig({ ...base, SITES_DOMAIN: 'sites.example.net', GCP_URL_MAP: 'm', GCP_CERTIFICATE_MAP: 'c' }).SITES_DOMAIN).toBe('sites.example.net');
    expect(() => parseConfig({ ...base, SITES_DOMAIN: 'sites.example.net' })).toThrow(/GCP_URL_MAP: is required with the other HTTPS edge settings[\s\S]*GCP_CERTIFICATE_MAP/);
    expect(() => parseConfig({ ...base, SITES_DOMAIN: 'https://sites.example.net', GCP_URL_MAP: 'm', GCP_CERTIFICATE_MAP: 'c' })).toThrow(/SITES_DOMAIN: must be a domain name such as www.example.com/);
  });
});
