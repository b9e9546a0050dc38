// npm run token -- <email> [name]
// Signs in at the dev identity provider as <email> and prints only the access token (for curl,
// scripts and benchmarks). The issuer is MISE_ISSUER, else the one the dev stack wrote to
// .data/dev-stack.json, else http://localhost:4000/oidc.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { devLogin } from './lib/oidc-login.mjs';

const CLIENT_ID = 'mise-cli';
// Never served: the login helper reads the code from the redirect's Location header.
const REDIRECT_URI = 'http://127.0.0.1/callback';
const DEFAULT_ISSUER = 'http://localhost:4000/oidc';
const DEV_STACK_FILE = fileURLToPath(new URL('../.data/dev-stack.json', import.meta.url));

async function resolveIssuer() {
  if (process.env.MISE_ISSUER) return process.env.MISE_ISSUER;
  try {
    const { issuer } = JSON.parse(await readFile(DEV_STACK_FILE, 'utf8'));
    if (typeof issuer === 'string' && issuer) return issuer;
  } catch (error) {
    if (error.code !== 'ENOENT') throw new Error(`Cannot read ${DEV_STACK_FILE}: ${error.message}`);
  }
  return DEFAULT_ISSUER;
}

async function main(args) {
  const [email, ...nameParts] = args;
  if (!email || email === '--help' || email === '-h') {
    throw new Error('Usage: npm run token -- <email> [name]');
  }
  const name = nameParts.join(' ').trim() || email.split('@')[0];
  const issuer = await resolveIssuer();
  const tokens = await devLogin({
    issuer,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    email,
    name,
  });
  process.stdout.write(`${tokens.access_token}\n`);
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`token: ${error.message}\n`);
  process.exitCode = 1;
});
