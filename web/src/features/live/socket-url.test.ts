import { liveSocketBase, liveSocketUrl } from './socket-url';

describe('liveSocketBase (SPEC §7 "A web-socket base address is derived from it")', () => {
  it('It should use wsUrl from /config.json when it is there', () => {
    expect(liveSocketBase({ apiBaseUrl: '', wsUrl: 'wss://abc.execute-api.eu-west-1.amazonaws.com/live' }, 'https://app.example.com'))
      .toBe('wss://abc.execute-api.eu-west-1.amazonaws.com/live');
  });

  it('It should derive ws(s)://<the app\'s origin>/ws when the API is same-origin', () => {
    expect(liveSocketBase({ apiBaseUrl: '' }, 'https://app.example.com')).toBe('wss://app.example.com/ws');
    expect(liveSocketBase({ apiBaseUrl: '' }, 'http://localhost:5173')).toBe('ws://localhost:5173/ws');
  });

  it('It should derive it from the API base address when that is another origin', () => {
    expect(liveSocketBase({ apiBaseUrl: 'http://localhost:3000' }, 'http://localhost:5173')).toBe('ws://localhost:3000/ws');
    expect(liveSocketBase({ apiBaseUrl: 'https://api.example.com/prod' }, 'https://app.example.com')).toBe('wss://api.example.com/ws');
  });
});

describe('liveSocketUrl (issue 19 §2)', () => {
  it('It should append the ticket URL-encoded, after any query the base has', () => {
    expect(liveSocketUrl('ws://localhost:3000/ws', 'a.b+c/d=')).toBe('ws://localhost:3000/ws?ticket=a.b%2Bc%2Fd%3D');
    expect(liveSocketUrl('wss://x.example.com/live?v=1', 'abc')).toBe('wss://x.example.com/live?v=1&ticket=abc');
  });
});
