import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { healthRouter } from './health.router';

/** A subgraph answering /health/ready (200 or 503) and counting how often it was asked. */
async function subgraph(
  status = 200,
): Promise<{ url: string; hits: () => number; server: Server }> {
  let hits = 0;
  const server = createServer((req, res) => {
    if (req.url === '/health/ready') hits++;
    res.statusCode = status;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, hits: () => hits, server };
}

describe('gateway /health/ready is one fan-out per second or two, however often it is asked (issue 19, 1.10)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('answers 30 concurrent and rapid calls with one probe of each subgraph, then probes again', async () => {
    const a = await subgraph();
    const b = await subgraph();
    servers.push(a.server, b.server);
    let now = 1_000_000;
    const app = express().use(
      healthRouter(
        [
          { name: 'a', url: a.url },
          { name: 'b', url: b.url },
        ],
        pino({ level: 'silent' }),
        { now: () => now },
      ),
    );
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(app)
          .get('/health/ready')
          .then((r) => r.status),
      ),
    );
    now += 1000; // still within the window
    for (let i = 0; i < 10; i++) statuses.push((await request(app).get('/health/ready')).status);
    expect(statuses).toEqual(Array(30).fill(200));
    expect([a.hits(), b.hits()]).toEqual([1, 1]);

    now += 5000; // the window has passed: a new answer
    expect((await request(app).get('/health/ready')).status).toBe(200);
    expect([a.hits(), b.hits()]).toEqual([2, 2]);
  });

  it('caches a "down" answer the same way (a flood while a subgraph is down adds no load)', async () => {
    const down = await subgraph(503);
    servers.push(down.server);
    const app = express().use(
      healthRouter([{ name: 'down', url: down.url }], pino({ level: 'silent' }), { now: () => 0 }),
    );
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(app)
          .get('/health/ready')
          .then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(503));
    expect(down.hits()).toBe(1);
  });
});
