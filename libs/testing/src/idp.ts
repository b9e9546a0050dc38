import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface MintOptions {
  email: string;
  name?: string;
  sub?: string;
  /** seconds from now; negative for an expired token */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** 'HS256' signs with a shared secret: a token every service must refuse */
  alg?: 'RS256' | 'HS256';
  /** the `email_verified` claim (default true, as Auth0 and the dev issuer send it) */
  emailVerified?: boolean;
  /** further claims */
  claims?: Record<string, unknown>;
}

export interface TestIdp {
  issuer: string;
  audience: string;
  jwksUri: string;
  mint(options: MintOptions): Promise<string>;
  close(): Promise<void>;
}

/** A local issuer: an RS256 key pair with its JWKS served over HTTP, as Auth0 would. */
export async function startTestIdp(audience = 'mise-api'): Promise<TestIdp> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/jwks') ? { keys: [jwk] } : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/`;
  return {
    issuer,
    audience,
    jwksUri: `${base}/jwks`,
    async mint(o: MintOptions): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({
        ...o.claims,
        email: o.email,
        email_verified: o.emailVerified ?? true,
        name: o.name ?? o.email.split('@')[0],
      })
        .setSubject(o.sub ?? `test|${o.email.toLowerCase()}`)
        .setIssuer(o.issuer ?? issuer)
        .setAudience(o.audience ?? audience)
        .setIssuedAt(now)
        .setExpirationTime(now + (o.expiresIn ?? 3600));
      if (o.alg === 'HS256') {
        return jwt
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(32)));
      }
      return jwt.setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
