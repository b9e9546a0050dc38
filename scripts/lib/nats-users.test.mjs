// node --test scripts/lib/*.test.mjs: the generated nats-server configuration (Compose and
// Kubernetes run it) on the real nats-server: each service connects as its own user and may
// publish only its own events (issue 7: 1.9). Needs /usr/sbin/nats-server (NATS_SERVER_BIN).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { NATS_CONFIG_FILE, natsPasswordVariable } from './deploy-files.mjs';
import { existingServices, ROOT } from './services.mjs';

const BINARY = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const password = (name) => `test-${name}-secret`;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nats-server exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error('nats-server did not listen');
}

/** Resolves with the first permission error the connection reports (or null after `ms`). */
async function permissionError(nc, ms = 2000) {
  const statuses = nc.status();
  const timer = sleep(ms).then(() => null);
  const first = (async () => {
    for await (const s of statuses) {
      if (s.type === 'error') return s.error;
    }
    return null;
  })();
  return Promise.race([first, timer]);
}

describe('NATS: one user per service (deploy/nats/nats-server.conf)', () => {
  const store = mkdtempSync(path.join(tmpdir(), 'mise-nats-'));
  let server;
  let url;
  const connections = [];
  const connectAs = async (user, pass = password(user)) => {
    const nc = await connect({ servers: url, user, pass, reconnect: false });
    connections.push(nc);
    return nc;
  };

  before(async () => {
    const port = await freePort();
    url = `nats://127.0.0.1:${port}`;
    const env = { ...process.env };
    for (const { name } of existingServices()) env[natsPasswordVariable(name)] = password(name);
    server = spawn(
      BINARY,
      [
        '-c',
        path.join(ROOT, NATS_CONFIG_FILE),
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '-js',
        '-sd',
        store,
      ],
      { env, stdio: 'ignore' },
    );
    await waitForPort(port, server);
  });

  after(async () => {
    for (const nc of connections) await nc.close().catch(() => {});
    server?.kill();
    if (server && server.exitCode === null) await new Promise((r) => server.once('exit', r));
    rmSync(store, { recursive: true, force: true });
  });

  test('identity publishes identity.x but not billing.x (permission violation)', async () => {
    const nc = await connectAs('identity');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'PERMS', subjects: ['identity.x', 'billing.x'] });
    const js = jetstream(nc);

    const ack = await js.publish('identity.x', 'ok');
    assert.equal(ack.stream, 'PERMS');

    const refused = permissionError(nc);
    await assert.rejects(
      js.publish('billing.x', 'forged', { timeout: 2000 }),
      /Permissions Violation for Publish to "billing.x"/,
    );
    assert.match(
      String((await refused)?.message),
      /Permissions Violation for Publish to "billing.x"/,
    );

    const stored = (await jsm.streams.info('PERMS')).state;
    assert.equal(stored.messages, 1); // only identity.x
    await jsm.streams
      .getMessage('PERMS', { seq: 1 })
      .then((m) => assert.equal(m.subject, 'identity.x'));
  });

  test('a service parks dead letters under its own name only', async () => {
    const nc = await connectAs('identity');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'DEAD', subjects: ['dlq.>'] });
    const js = jetstream(nc);
    assert.equal((await js.publish('dlq.identity.identity.x', 'bad')).stream, 'DEAD');
    await assert.rejects(
      js.publish('dlq.billing.billing.x', 'forged', { timeout: 2000 }),
      /Permissions Violation/,
    );
  });

  test('a service cannot delete or purge a stream, or delete a consumer', async () => {
    const nc = await connectAs('identity');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'KEEP', subjects: ['identity.keep.>'] });
    await assert.rejects(jsm.streams.delete('KEEP'), /Permissions Violation/);
    await assert.rejects(jsm.streams.purge('KEEP'), /Permissions Violation/);
    await jsm.consumers.add('KEEP', { durable_name: 'billing__keep', ack_policy: 'explicit' });
    await assert.rejects(jsm.consumers.delete('KEEP', 'billing__keep'), /Permissions Violation/);
    assert.equal((await jsm.streams.info('KEEP')).config.name, 'KEEP');
  });

  test('a service consumes with a durable pull consumer and answers its own requests', async () => {
    const nc = await connectAs('identity');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'WORK', subjects: ['identity.work.>'] });
    await jsm.consumers.add('WORK', { durable_name: 'identity__work', ack_policy: 'explicit' });
    await jetstream(nc).publish('identity.work.done', 'event');
    const consumer = await jetstream(nc).consumers.get('WORK', 'identity__work');
    const message = await consumer.next({ expires: 2000 });
    assert.equal(message?.subject, 'identity.work.done');
    assert.ok(await message.ackAck());

    nc.subscribe('rpc.identity.ping', { callback: (_e, m) => m.respond('pong') });
    const caller = await connectAs('identity');
    const reply = await caller.request('rpc.identity.ping', '', { timeout: 2000 });
    assert.equal(reply.string(), 'pong');
  });

  test('a service cannot listen to another service’s requests', async () => {
    const nc = await connectAs('identity');
    const refused = permissionError(nc);
    nc.subscribe('rpc.billing.lookup');
    await nc.flush();
    assert.match(
      String((await refused)?.message),
      /Permissions Violation for Subscription to "rpc.billing.lookup"/,
    );
  });

  test('no connection without a service user and its password', async () => {
    await assert.rejects(connect({ servers: url, reconnect: false }), /Authorization Violation/);
    await assert.rejects(connectAs('identity', 'wrong'), /Authorization Violation/);
  });
});
