import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Module } from '@nestjs/common';
import { bootstrapService, runService } from './bootstrap';
import { ConfigError, loadServiceConfig } from './config';

@Module({})
class EmptyModule {}

const ENV = {
  DATABASE_URL: 'postgres://app@127.0.0.1:5432/unused',
  JWT_ISSUER: 'https://issuer.example/',
  LOG_LEVEL: 'silent',
};

async function boundAddress(env: Record<string, string>): Promise<string> {
  const app = await bootstrapService(
    { module: EmptyModule },
    loadServiceConfig('identity', { ...ENV, ...env }),
    [],
    { port: 0 },
  );
  try {
    return ((app.getHttpServer() as Server).address() as AddressInfo).address;
  } finally {
    await app.close();
  }
}

describe('bootstrapService: where a subgraph listens (issue 7, 1.8)', () => {
  it('binds 127.0.0.1 by default, so only this machine (the gateway) reaches it', async () => {
    expect(await boundAddress({})).toBe('127.0.0.1');
  });

  it('binds the interface HOST names (containers: 0.0.0.0)', async () => {
    expect(await boundAddress({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe("runService: a service's main", () => {
  it('logs a failure to start and exits 1', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      runService(
        () => loadServiceConfig('identity', { ...ENV, NATS_USER: 'identity' }),
        () => ({ module: EmptyModule }),
        [],
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(error).toHaveBeenCalledWith(expect.any(ConfigError));
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});

describe('NATS credentials from the configuration (issue 7, 1.9)', () => {
  it('reads NATS_USER and NATS_PASSWORD, or a NATS_TOKEN', () => {
    expect(
      loadServiceConfig('identity', { ...ENV, NATS_USER: 'identity', NATS_PASSWORD: 's3cret' })
        .natsAuth,
    ).toEqual({ user: 'identity', pass: 's3cret', token: undefined });
    expect(loadServiceConfig('identity', { ...ENV, NATS_TOKEN: 't0ken' }).natsAuth).toEqual({
      user: undefined,
      pass: undefined,
      token: 't0ken',
    });
  });

  it('refuses a user without a password', () => {
    expect(() => loadServiceConfig('identity', { ...ENV, NATS_USER: 'identity' })).toThrow(
      ConfigError,
    );
  });

  it('takes each service port from SERVICE_TABLE', () => {
    expect(loadServiceConfig('identity', ENV).port).toBe(4001);
    expect(loadServiceConfig('billing', ENV).port).toBe(4007);
  });
});
