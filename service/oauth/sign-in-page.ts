// The page a person sees in the Alexa app when linking their account: sign in, then Accept or Cancel.
// The form posts back to /oauth/authorize with the original query string, so nothing of the request is
// lost between the two steps.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; padding: 24px; color: #1d232a; }
  main { max-width: 380px; margin: 8vh auto; background: #fff; border-radius: 12px; padding: 28px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.3rem; margin: 0 0 .4rem; }
  p { color: #4a5560; line-height: 1.4; }
  label { display: block; margin: 14px 0 4px; font-weight: 600; }
  input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem;
         border: 1px solid #c2c8cf; border-radius: 6px; }
  .buttons { display: flex; gap: 10px; margin-top: 22px; }
  button { flex: 1; padding: 11px; font-size: 1rem; border-radius: 6px; border: 1px solid #0b6bcb; cursor: pointer; }
  button[value=accept] { background: #0b6bcb; color: #fff; }
  button[value=cancel] { background: #fff; color: #0b6bcb; }
  .error { background: #fdecec; color: #a4161a; padding: 10px; border-radius: 6px; }`;

/**
 * The headers of every page: nothing but its own inline style may load or run, no site may frame it
 * (clickjacking the Accept button), the address (with the OAuth query) is not sent on, the type is not
 * guessed, and no copy is kept (it may show an email).
 */
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export const pageHeaders = (reply: FastifyReply) => reply.headers(PAGE_HEADERS);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function signInPage(options: { query: string; clientName: string; error?: string; email?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Sign in to Time Tracker',
    `<h1>Sign in to Time Tracker</h1>
<p>${escapeHtml(options.clientName)} is asking to track time on your account: start and stop timers, log time and read your projects.</p>
${error}
<form method="post" action="/oauth/authorize?${escapeHtml(options.query)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <div class="buttons">
    <button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
    <button type="submit" name="decision" value="accept">Accept</button>
  </div>
</form>`,
  );
}

/**
 * For a request that cannot be sent back to the client (unknown client, unregistered redirect URI), or
 * that the service could not handle (`heading` says which).
 */
export function errorPage(message: string, heading = 'This sign-in link does not work'): string {
  return page('Account linking failed', `<h1>${escapeHtml(heading)}</h1><p class="error">${escapeHtml(message)}</p>`);
}
