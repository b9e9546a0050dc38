import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  connect,
  headers,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { EVENT_ORIGIN_HEADER, type EventEnvelope } from '@mise/contracts';
import { envelopeOf } from './builders';

export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

let shared: Promise<NatsConnection> | null = null;

const ORIGIN = Symbol.for('mise.test.eventOrigin');

/**
 * This test file's event origin (`NATS_EVENT_ORIGIN` of the apps it starts, and the header of
 * what `publishEvent` publishes): the apps of one file hear each other and the file's events,
 * never another file's on the shared NATS. Kept on the file's own global (jest gives each test
 * file its own), so every copy of this module in the file agrees.
 */
export function testEventOrigin(): string {
  const g = globalThis as { [ORIGIN]?: string };
  g[ORIGIN] ??= `test-${randomUUID()}`;
  return g[ORIGIN];
}

/** Headers stamping an event with this file's origin (as its apps' relays do). */
export function testOriginHeaders() {
  const h = headers();
  h.set(EVENT_ORIGIN_HEADER, testEventOrigin());
  return h;
}

/**
 * An event another test file published: its apps never apply it, so this file's tests never
 * wait for it. (No module of `@mise/platform` here: the journeys import this file.)
 */
const ofAnotherFile = (m: Msg) => m.headers?.get(EVENT_ORIGIN_HEADER) !== testEventOrigin();

/** One connection per test file to the test NATS server. */
export function testNats(): Promise<NatsConnection> {
  shared ??= connect({ servers: TEST_NATS_URL, name: 'mise-test' });
  return shared;
}

/**
 * Deletes the durable consumers whose names start with `prefix` (a test app's own): left on the
 * shared NATS they would collect every later test's events for ever.
 */
export async function deleteTestConsumers(prefix: string): Promise<void> {
  const jsm = await jetstreamManager(await testNats());
  const names: string[] = [];
  try {
    for await (const c of jsm.consumers.list('EVENTS')) {
      if (c.name.startsWith(prefix)) names.push(c.name);
    }
  } catch {
    return; // no EVENTS stream: nothing was consumed
  }
  for (const name of names) await jsm.consumers.delete('EVENTS', name).catch(() => false);
}

export async function closeTestNats(): Promise<void> {
  if (shared) {
    const nc = await shared;
    shared = null;
    await nc.drain().catch(() => {});
  }
}

/**
 * Subscribes (and flushes, so the subscription is live on the server) before it returns; then
 * act and `await` the event: `const { event } = await expectEvent(subject, pred); ...; await event`.
 */
/**
 * Publishes an event to JetStream as its producer's outbox relay would (a fresh envelope id,
 * also the message id); answers the envelope.
 */
export async function publishEvent(
  subject: string,
  payload: object,
  outletId: string | null = null,
): Promise<EventEnvelope<object>> {
  const envelope = envelopeOf(subject, payload, outletId);
  await jetstream(await testNats()).publish(subject, JSON.stringify(envelope), {
    msgID: envelope.id,
    headers: testOriginHeaders(),
  });
  return envelope;
}

export async function expectEvent<P = unknown>(
  subject: string,
  predicate: (e: EventEnvelope<P>) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<{ event: Promise<EventEnvelope<P>> }> {
  const nc = await testNats();
  let sub: Subscription | null = null;
  const event = new Promise<EventEnvelope<P>>((resolve, reject) => {
    const timer = setTimeout(() => {
      sub?.unsubscribe();
      reject(new Error(`no ${subject} event within ${timeoutMs} ms`));
    }, timeoutMs);
    sub = nc.subscribe(subject, {
      callback: (_err, msg) => {
        if (ofAnotherFile(msg)) return;
        const e = msg.json<EventEnvelope<P>>();
        if (!predicate(e)) return;
        clearTimeout(timer);
        sub?.unsubscribe();
        resolve(e);
      },
    });
  });
  event.catch(() => {}); // a caller that never awaits it must not crash the run
  await nc.flush();
  return { event };
}

/** Collects matching events until stop(); flush first so the subscription is live. */
export async function collectEvents<P = unknown>(
  subject: string,
  predicate: (e: EventEnvelope<P>) => boolean = () => true,
): Promise<{ events: EventEnvelope<P>[]; stop(): void }> {
  const nc = await testNats();
  const events: EventEnvelope<P>[] = [];
  const sub = nc.subscribe(subject, {
    callback: (_err, msg) => {
      if (ofAnotherFile(msg)) return;
      const e = msg.json<EventEnvelope<P>>();
      if (predicate(e)) events.push(e);
    },
  });
  await nc.flush();
  return { events, stop: () => sub.unsubscribe() };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, up: boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
      s.connect(port, '127.0.0.1');
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${port} did not ${up ? 'open' : 'close'} in time`);
}

export interface PrivateNats {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** stop and remove its storage */
  dispose(): Promise<void>;
}

/** A private nats-server with JetStream on a free port, for tests that take NATS down. */
export async function startNatsServer(): Promise<PrivateNats> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mise-nats-'));
  const bin = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], {
      stdio: 'ignore',
    });
    await waitForPort(port, true);
  };
  const stop = async () => {
    if (!child) return;
    const c = child;
    child = null;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
    await waitForPort(port, false);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
