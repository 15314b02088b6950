// `npm run account-linking`: writes account-linking.local.json (ignored by git) from account-linking.json,
// with the client secret from OAUTH_CLIENT_SECRET and, when TIMETRACKING_API_URL is set, the service's
// own sign-in and token URLs. Then: ask smapi update-account-linking-info -s SKILL_ID
//   --account-linking-request file:account-linking.local.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const secret = process.env.OAUTH_CLIENT_SECRET;
if (!secret) {
  console.error('account-linking: set OAUTH_CLIENT_SECRET to the secret of the alexa-skill OAuth client');
  process.exit(1);
}
const settings = JSON.parse(readFileSync(path.join(root, 'account-linking.json'), 'utf8'));
const request = settings.accountLinkingRequest;
const base = process.env.TIMETRACKING_API_URL?.replace(/\/+$/, '');
if (base) {
  request.authorizationUrl = `${base}/oauth/authorize`;
  request.accessTokenUrl = `${base}/oauth/token`;
}
request.clientSecret = secret;
const out = path.join(root, 'account-linking.local.json');
writeFileSync(out, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
console.log(`wrote ${path.relative(process.cwd(), out)} (authorization URL ${request.authorizationUrl})`);
