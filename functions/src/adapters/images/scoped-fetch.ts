/**
 * Runs `call` while the global `fetch` is `scoped`, for exactly the synchronous part of the call, and
 * restores it before returning. For a client that reads the global fetch and offers no other hook (the
 * official `pexels` client: no base URL, no AbortSignal, no custom fetch). Because JavaScript runs one
 * thing at a time, no other code can observe the swap, so concurrent calls and unrelated fetches are
 * unaffected, and nothing stays patched afterwards.
 * @throws Error when the client did not call fetch synchronously (a client update broke the premise);
 *   the test of the Pexels source would fail first.
 */
export function withScopedFetch<T>(scoped: typeof globalThis.fetch, call: () => Promise<T>): Promise<T> {
  const saved = globalThis.fetch;
  let used = false;
  globalThis.fetch = (input, init) => {
    used = true;
    return scoped(input, init);
  };
  let pending: Promise<T>;
  try {
    pending = call();
  } finally {
    globalThis.fetch = saved;
  }
  if (!used) {
    pending.catch(() => undefined);
    throw new Error('the client did not call fetch synchronously; its scoped fetch cannot apply');
  }
  return pending;
}
