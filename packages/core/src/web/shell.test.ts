import { bootScript, HYDRATE_ATTR, webContentSecurityPolicy } from './shell';
import { bootScriptCspHash, cspHash } from './shell-hash';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => {
  const [name, ...values] = d.split(' ');
  return [name, values] as const;
}));

describe('the SPA shell and its Content-Security-Policy', () => {
  it('It should hash an inline script as CSP Level 2 does (the spec example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('It should allow scripts from the app origin and the boot script by its hash, never any other inline script', () => {
    const csp = directives(webContentSecurityPolicy('https://sites.example.com', [bootScriptCspHash()]));
    expect(csp.get('script-src')).toEqual(["'self'", bootScriptCspHash()]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('It should let only the sites origin into frames, so the preview never shares the app origin', () => {
    const csp = directives(webContentSecurityPolicy('https://sites.example.com', []));
    expect(csp.get('frame-src')).toEqual(['https://sites.example.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('It should add exactly the given upload origins to connect-src (issue 15 §1: photos go to the bucket)', () => {
    const csp = directives(webContentSecurityPolicy('https://sites.example.com', [], ['https://uploads.s3.eu-west-1.amazonaws.com']));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://uploads.s3.eu-west-1.amazonaws.com']);
  });

  it('It should mark the page for hydration only on / without a session token', () => {
    const run = (path: string, token: string | null) => {
      const attrs = new Map<string, string>();
      new Function('location', 'localStorage', 'document', bootScript())(
        { pathname: path }, { getItem: () => token }, { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } });
      return attrs.has(HYDRATE_ATTR);
    };
    expect(run('/', null)).toBe(true);
    expect(run('/', 'a-token')).toBe(false);
    expect(run('/templates', null)).toBe(false);
  });
});
