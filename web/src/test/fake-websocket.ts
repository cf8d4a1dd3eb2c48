import { act } from '@testing-library/react';
import type { RuntimeConfig } from '../config/runtime';
import { loadTestRuntimeConfig } from './runtime-config';

/** The live channel's base address the tests configure (wsUrl). */
export const TEST_WS_URL = 'ws://localhost:3000/ws';

/**
 * A stand-in for the browser's WebSocket, installed as globalThis.WebSocket: records every socket the
 * app opens (`FakeWebSocket.opened`) and lets a test open, refuse, drop or feed it. Like a browser, it
 * only calls `onclose` for a close the server side makes; the app's own close() is recorded.
 */
export class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readonly sent: string[] = [];
  /** The code the app closed this socket with, if it did. */
  closedWith?: number;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  send(data: string) { this.sent.push(data); }
  close(code = 1005) { this.closedWith = code; }

  /** The server accepts the connection. */
  accept() { act(() => this.onopen?.(new Event('open'))); }
  /** The server sends one JSON text frame. */
  receive(frame: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) })));
  }
  /** The connection fails or ends from the server side (a refused ticket, a drop): error then close, as browsers do. */
  end(code = 1006) {
    act(() => {
      if (code !== 1000) this.onerror?.(new Event('error'));
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }

  /** The `i`-th socket the app opened (0 first); throws when there is none. */
  static nth(i: number): FakeWebSocket {
    const socket = FakeWebSocket.opened[i];
    if (!socket) throw new Error(`The app opened ${FakeWebSocket.opened.length} socket(s), not ${i + 1}.`);
    return socket;
  }

  /** Replaces globalThis.WebSocket until the returned function is called. */
  static install(): () => void {
    const real = globalThis.WebSocket;
    FakeWebSocket.opened = [];
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
    return () => { globalThis.WebSocket = real; };
  }
}

/**
 * For a test file (or describe block) whose screens open a live channel: loads a runtime config with
 * wsUrl TEST_WS_URL once (the config module keeps it for the rest of the file), and installs
 * FakeWebSocket around each test.
 */
export function withFakeLiveChannel(config: Partial<RuntimeConfig> = {}): void {
  let uninstall: () => void;
  beforeAll(() => loadTestRuntimeConfig({ apiBaseUrl: '', sitesOrigin: '', wsUrl: TEST_WS_URL, ...config }));
  beforeEach(() => { uninstall = FakeWebSocket.install(); });
  afterEach(() => uninstall());
}
