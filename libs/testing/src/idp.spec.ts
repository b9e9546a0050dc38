import { createRemoteJWKSet, jwtVerify } from 'jose';
import { connect } from 'node:net';
import { startNatsServer } from './nats';
import { startTestIdp, type TestIdp } from './idp';

describe('test issuer', () => {
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp();
  });
  afterAll(() => idp.close());

  it('mints RS256 tokens that verify against the JWKS it serves', async () => {
    const token = await idp.mint({ email: 'ana@example.com', name: 'Ana Lim' });
    const { payload, protectedHeader } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(idp.jwksUri)),
      {
        issuer: idp.issuer,
        audience: idp.audience,
        algorithms: ['RS256'],
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Lim',
      sub: 'test|ana@example.com',
    });
  });

  it('mints the bad tokens services must refuse', async () => {
    const jwks = createRemoteJWKSet(new URL(idp.jwksUri));
    const opts = { issuer: idp.issuer, audience: idp.audience, algorithms: ['RS256'] };
    await expect(
      jwtVerify(await idp.mint({ email: 'a@b.co', expiresIn: -5 }), jwks, opts),
    ).rejects.toThrow(/exp/);
    await expect(
      jwtVerify(await idp.mint({ email: 'a@b.co', alg: 'HS256' }), jwks, opts),
    ).rejects.toThrow();
    await expect(
      jwtVerify(await idp.mint({ email: 'a@b.co', audience: 'other' }), jwks, opts),
    ).rejects.toThrow(/aud/);
  });
});

describe('private nats-server', () => {
  it('starts, stops and starts again on the same port', async () => {
    const nats = await startNatsServer();
    try {
      const port = Number(new URL(nats.url.replace('nats:', 'http:')).port);
      const reachable = () =>
        new Promise<boolean>((resolve) => {
          const s = connect(port, '127.0.0.1');
          s.once('connect', () => (s.destroy(), resolve(true)));
          s.once('error', () => resolve(false));
        });
      expect(await reachable()).toBe(true);
      await nats.stop();
      expect(await reachable()).toBe(false);
      await nats.start();
      expect(await reachable()).toBe(true);
    } finally {
      await nats.dispose();
    }
  });
});
