/**
 * Output encoding for everything that reaches index.html (OWASP XSS Prevention Cheat Sheet, rules 1–3).
 * Brief strings and model text are data: they are escaped here at the last moment, never trusted.
 */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for an HTML text node or a double-quoted attribute value. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and the JS line separators are
 * \u-escaped so no brief text can close the script element (`</script>`) or open a comment (`<!--`).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
