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

  it('It should derive table names from the prefix unless each is given', () => {
    const c = parseConfig({ JWT_SECRET: 'x'.repeat(40), TABLE_PREFIX: 'p-', USERS_TABLE: 'explicit-users' });
    expect(c.tables).toEqual({ users: 'explicit-users', projects: 'p-projects', templates: 'p-templates', deployments: 'p-deployments', versions: 'p-versions' });
  });
});
