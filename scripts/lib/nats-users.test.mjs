// node --test scripts/lib/*.test.mjs: the generated nats-server configuration (npm start,
// Compose and Kubernetes run it) on the real nats-server: each service connects as its own user
// and may publish only its own events and the requests it sends, read only its own inbox and
// manage only its own consumers (issue 7: 1.9; issue 19: 1.9); and every password the launcher
// makes is read by nats-server as itself (issue 19: 1.1). Needs /usr/sbin/nats-server
// (NATS_SERVER_BIN).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { AckPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsServerEnv } from '../dev/nats.mjs';
import {
  NATS_CONFIG_FILE,
  natsConfigString,
  natsPasswordVariable,
  natsUsers,
} from './deploy-files.mjs';
import { randomSecret } from './secrets.mjs';
import {
  EVENTS_STREAM,
  eventConsumerName,
  existingServices,
  natsInboxPrefix,
  ROOT,
  SERVICE_TABLE,
} from './services.mjs';

const BINARY = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
// Passwords a configuration parser misreads when bare: a date, a number, a size, a float, a
// negative number, a boolean, a comment, a variable, spaces, quotes and backslashes.
const AWKWARD = ['1-2a', '1e5x', '1Ki2', '1.5b', '-1x', 'true', 'a#b', '$HOME', 'a b', 'x"y\\z'];
const password = (name) => `1e5-${name}#secret`;

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

/** Starts nats-server on `config` with `env` added; answers `{ url, stop, output }`. */
async function startServer(config, env) {
  const store = mkdtempSync(path.join(tmpdir(), 'mise-nats-'));
  const port = await freePort();
  const server = spawn(
    BINARY,
    ['-c', config, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  server.stderr.on('data', (d) => (output += d));
  await waitForPort(port, server).catch((e) => {
    throw new Error(`${e.message}: ${output}`);
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      server.kill();
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      rmSync(store, { recursive: true, force: true });
    },
  };
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

describe('every password the launcher makes is read by nats-server as itself (issue 19: 1.1)', () => {
  const COUNT = 2000;
  const dir = mkdtempSync(path.join(tmpdir(), 'mise-nats-passwords-'));
  const passwords = [...Array.from({ length: COUNT }, () => randomSecret()), ...AWKWARD];
  let server;
  after(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test(`${COUNT} generated passwords and ${AWKWARD.length} awkward ones each sign in`, async () => {
    const names = passwords.map((_, i) => `u${i}`);
    const config = path.join(dir, 'nats-server.conf');
    writeFileSync(
      config,
      `authorization { users = [\n${names
        .map((n) => `  { user: "${n}", password: $${natsPasswordVariable(n)} }`)
        .join('\n')}\n] }\n`,
    );
    // the launcher's own hand-over: natsServerEnv({ name: { NATS_PASSWORD } })
    const env = natsServerEnv(
      Object.fromEntries(names.map((n, i) => [n, { NATS_PASSWORD: passwords[i] }])),
    );
    server = await startServer(config, env);
    for (const p of passwords.slice(0, COUNT)) assert.match(p, /^[A-Za-z][A-Za-z0-9]{31}$/);
    const failed = [];
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(
        names.slice(i, i + 50).map(async (user, j) => {
          const pass = passwords[i + j];
          try {
            const nc = await connect({ servers: server.url, user, pass, reconnect: false });
            await nc.close();
          } catch (e) {
            failed.push(`${user} ${JSON.stringify(pass)}: ${e.message}`);
          }
        }),
      );
    }
    assert.deepEqual(failed, []);
    // and a wrong password is still refused
    await assert.rejects(
      connect({ servers: server.url, user: 'u0', pass: `${passwords[0]}x`, reconnect: false }),
      /Authorization Violation/,
    );
  });

  test('a password nats-server could not read as given is refused up front', () => {
    for (const bad of ["it's", 'a\nb', ''])
      assert.throws(() => natsConfigString(bad), /NATS password/);
  });
});

describe('NATS: one user per service (deploy/nats/nats-server.conf)', () => {
  let server;
  const connections = [];
  /** Connects as the service does (its user, its inbox prefix: libs/platform NatsService). */
  const connectAs = async (user, options = {}) => {
    const nc = await connect({
      servers: server.url,
      user,
      pass: password(user),
      inboxPrefix: natsInboxPrefix(user),
      reconnect: false,
      ...options,
    });
    connections.push(nc);
    return nc;
  };
  const durable = (service, subject) => eventConsumerName(service, subject);

  before(async () => {
    const services = existingServices();
    assert.ok(
      ['identity', 'catalogue', 'sales', 'billing'].every((n) =>
        services.some((s) => s.name === n),
      ),
    );
    server = await startServer(
      path.join(ROOT, NATS_CONFIG_FILE),
      natsServerEnv(
        Object.fromEntries(
          natsUsers(services).map((name) => [name, { NATS_PASSWORD: password(name) }]),
        ),
      ),
    );
    // the EVENTS stream as the services make it (libs/platform ensureEventsStream)
    const nc = await connectAs('identity');
    await (
      await jetstreamManager(nc)
    ).streams.add({
      name: EVENTS_STREAM,
      subjects: SERVICE_TABLE.map((s) => `${s.name}.>`),
    });
  });

  after(async () => {
    for (const nc of connections) await nc.close().catch(() => {});
    await server?.stop();
  });

  test('identity publishes identity.x but not billing.x (permission violation)', async () => {
    const nc = await connectAs('identity');
    const js = jetstream(nc);
    const ack = await js.publish('identity.outlet.created', 'ok');
    assert.equal(ack.stream, EVENTS_STREAM);

    const refused = permissionError(nc);
    await assert.rejects(
      js.publish('billing.x', 'forged', { timeout: 2000 }),
      /Permissions Violation for Publish to "billing.x"/,
    );
    assert.match(
      String((await refused)?.message),
      /Permissions Violation for Publish to "billing.x"/,
    );
    const jsm = await jetstreamManager(nc);
    assert.equal((await jsm.streams.info(EVENTS_STREAM)).state.messages, 1);
  });

  test('a service parks dead letters under its own name only', async () => {
    const nc = await connectAs('identity');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'DLQ', subjects: ['dlq.>'] });
    const js = jetstream(nc);
    assert.equal((await js.publish('dlq.identity.identity.x', 'bad')).stream, 'DLQ');
    await assert.rejects(
      js.publish('dlq.billing.billing.x', 'forged', { timeout: 2000 }),
      /Permissions Violation/,
    );
  });

  test('no service deletes or purges a stream, or makes one of its own', async () => {
    const jsm = await jetstreamManager(await connectAs('sales'));
    await assert.rejects(jsm.streams.delete(EVENTS_STREAM), /Permissions Violation/);
    await assert.rejects(jsm.streams.purge(EVENTS_STREAM), /Permissions Violation/);
    await assert.rejects(
      jsm.streams.update(EVENTS_STREAM, { max_msgs: 1 }),
      /Permissions Violation/,
    );
    await assert.rejects(
      jsm.streams.add({ name: 'MINE', subjects: ['sales.mine.>'] }),
      /Permissions Violation/,
    );
    assert.equal((await jsm.streams.info(EVENTS_STREAM)).config.name, EVENTS_STREAM);
  });

  test('a service consumes its events with its own durable consumer and acks them', async () => {
    const subject = 'catalogue.menu-item.saved';
    const sales = await connectAs('sales');
    const jsm = await jetstreamManager(sales);
    const name = durable('sales', subject);
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: name,
      filter_subject: subject,
      ack_policy: AckPolicy.Explicit,
    });
    await jsm.consumers.info(EVENTS_STREAM, name);
    await jetstream(await connectAs('catalogue')).publish(subject, 'event');
    const consumer = await jetstream(sales).consumers.get(EVENTS_STREAM, name);
    const messages = await consumer.consume({ max_messages: 10 });
    for await (const m of messages) {
      assert.equal(m.subject, subject);
      assert.ok(await m.ackAck());
      break;
    }
    await messages.close();
  });

  test("a service cannot create, read, pull, ack or delete another service's consumer", async () => {
    const subject = 'identity.outlet.created';
    const billing = await jetstreamManager(await connectAs('billing'));
    const name = durable('billing', subject);
    await billing.consumers.add(EVENTS_STREAM, {
      durable_name: name,
      filter_subject: subject,
      ack_policy: AckPolicy.Explicit,
    });
    const sales = await connectAs('sales');
    const jsm = await jetstreamManager(sales);
    await assert.rejects(jsm.consumers.delete(EVENTS_STREAM, name), /Permissions Violation/);
    await assert.rejects(jsm.consumers.info(EVENTS_STREAM, name), /Permissions Violation/);
    await assert.rejects(
      jsm.consumers.update(EVENTS_STREAM, name, { max_deliver: 1 }),
      /Permissions Violation/,
    );
    // its own name with another filter (reading subjects it does not consume) is refused too
    await assert.rejects(
      jsm.consumers.add(EVENTS_STREAM, {
        durable_name: durable('sales', subject),
        filter_subject: 'identity.>',
        ack_policy: AckPolicy.Explicit,
      }),
      /Permissions Violation/,
    );
    const refused = permissionError(sales);
    sales.publish(`$JS.API.CONSUMER.MSG.NEXT.${EVENTS_STREAM}.${name}`, '{"batch":1}');
    sales.publish(`$JS.ACK.${EVENTS_STREAM}.${name}.1.1.1.1.0`, '+ACK');
    assert.match(String((await refused)?.message), /Permissions Violation for Publish/);
    assert.equal((await billing.consumers.info(EVENTS_STREAM, name)).name, name);
    // and the owner itself may not delete it either (nothing needs that)
    await assert.rejects(billing.consumers.delete(EVENTS_STREAM, name), /Permissions Violation/);
  });

  test('a service asks only the requests it sends; the answerer replies once', async () => {
    const identity = await connectAs('identity');
    const billing = await connectAs('billing');
    billing.subscribe('rpc.billing.analysis-counts', {
      callback: (_e, m) => m.respond(JSON.stringify({ service: 'billing' })),
    });
    billing.subscribe('rpc.billing.credits-reserve', {
      callback: (_e, m) => m.respond(JSON.stringify({ granted: 100 })),
    });
    await billing.flush();
    const reply = await identity.request('rpc.billing.analysis-counts', '{}', { timeout: 2000 });
    assert.equal(reply.json().service, 'billing');
    // only finance holds credits: sales may not ask billing for them
    const sales = await connectAs('sales');
    const refused = permissionError(sales);
    await assert.rejects(sales.request('rpc.billing.credits-reserve', '{}', { timeout: 1000 }));
    assert.match(
      String((await refused)?.message),
      /Permissions Violation for Publish to "rpc.billing.credits-reserve"/,
    );
    // sales asks catalogue's look-up (it keeps catalogue's menu)
    const catalogue = await connectAs('catalogue');
    catalogue.subscribe('rpc.catalogue.lookup', { callback: (_e, m) => m.respond('{"rows":[]}') });
    await catalogue.flush();
    const rows = await sales.request('rpc.catalogue.lookup', '{}', { timeout: 2000 });
    assert.deepEqual(rows.json(), { rows: [] });
  });

  test("a service cannot read another's replies or requests, nor write into its inbox", async () => {
    for (const subject of ['_INBOX_billing.>', '_INBOX.>', 'rpc.billing.lookup', '>']) {
      const nc = await connectAs('sales');
      const refused = permissionError(nc);
      nc.subscribe(subject);
      await nc.flush();
      assert.match(
        String((await refused)?.message),
        /Permissions Violation for Subscription/,
        subject,
      );
    }
    const nc = await connectAs('sales');
    const refused = permissionError(nc);
    nc.publish('_INBOX_billing.forged', 'reply nobody asked for');
    assert.match(String((await refused)?.message), /Permissions Violation for Publish/);
    // the client's default inbox is not the service's: a request with it gets no reply
    const plain = await connectAs('sales', { inboxPrefix: undefined });
    await assert.rejects(plain.request('rpc.catalogue.lookup', '{}', { timeout: 1000 }));
  });

  test('the gateway counts its rate limits in RATE_COUNTERS and publishes nothing else', async () => {
    // the calls of libs/platform edge/shared-counter NatsCounterStore, as the gateway user
    const gateway = await connectAs('gateway');
    const jsm = await jetstreamManager(gateway);
    await assert.rejects(jsm.streams.info('RATE_COUNTERS'), /not found/);
    await jsm.streams.add({
      name: 'RATE_COUNTERS',
      subjects: ['ratelimit.>'],
      storage: StorageType.Memory,
      max_msgs_per_subject: 1,
    });
    const js = jetstream(gateway);
    const first = await js.publish('ratelimit.abc', '1 1', { expect: { lastSubjectSequence: 0 } });
    // another replica's count: compare-and-set on the last sequence, then a read
    await jetstream(await connectAs('sales')).publish('ratelimit.abc', '1 2', {
      expect: { lastSubjectSequence: first.seq },
    });
    await assert.rejects(
      js.publish('ratelimit.abc', '1 2', { expect: { lastSubjectSequence: first.seq } }),
      /wrong last sequence/,
    );
    const last = await jsm.streams.getMessage('RATE_COUNTERS', { last_by_subj: 'ratelimit.abc' });
    assert.equal(last.string(), '1 2');
    // no event, no dead letter, no request, no other stream, no one else's replies
    for (const subject of ['identity.outlet.created', 'dlq.sales.x', 'rpc.catalogue.lookup']) {
      const nc = await connectAs('gateway');
      const refused = permissionError(nc);
      nc.publish(subject, 'forged');
      assert.match(
        String((await refused)?.message),
        new RegExp(`Permissions Violation for Publish to "${subject}"`),
      );
    }
    await assert.rejects(jsm.streams.info(EVENTS_STREAM), /Permissions Violation/);
    await assert.rejects(jsm.streams.delete('RATE_COUNTERS'), /Permissions Violation/);
    await assert.rejects(jsm.streams.purge('RATE_COUNTERS'), /Permissions Violation/);
    const nc = await connectAs('gateway');
    const refused = permissionError(nc);
    nc.subscribe('_INBOX_sales.>');
    await nc.flush();
    assert.match(String((await refused)?.message), /Permissions Violation for Subscription/);
  });

  test('no connection without a service user and its password', async () => {
    await assert.rejects(
      connect({ servers: server.url, reconnect: false }),
      /Authorization Violation/,
    );
    await assert.rejects(connectAs('identity', { pass: 'wrong' }), /Authorization Violation/);
  });
});
