import type { Server } from 'node:http';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceConfig } from './config';
import { runMigrations, type MigrationList } from './db/migrate';
import { installHttpEdge } from './graphql/http-edge';
import { createLogger, PinoNestLogger } from './logging';

export interface BootstrapOptions {
  /** Runs after the app is created and before it listens (mount extra Express handlers). */
  beforeListen?: (app: INestApplication) => Promise<void> | void;
  /** Listen on this port instead of config.port (0: any free port). */
  port?: number;
}

/**
 * Starts a service: migrations (when MIGRATE_ON_BOOT), the Nest app with JSON logging, then
 * listen. SIGTERM/SIGINT close it gracefully: stop accepting, finish requests, drain NATS.
 */
export async function bootstrapService(
  module: DynamicModule,
  config: ServiceConfig,
  migrations: MigrationList,
  options: BootstrapOptions = {},
): Promise<INestApplication> {
  const logger = createLogger(config.service, config.logLevel);
  if (config.migrateOnBoot) {
    const ran = await runMigrations(config.migrationDatabaseUrl, migrations);
    if (ran.length) logger.info({ migrations: ran }, `ran ${ran.length} migration(s)`);
  }
  const app = await NestFactory.create(module, {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
    // The JSON parser keeps the bytes it read as `req.rawBody`: webhooks verify signatures on
    // exactly what was sent (billing's /webhooks/stripe, sales' /webhooks/orders).
    rawBody: true,
  });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  installHttpEdge(app); // body limit with a JSON 413, /metrics access (graphql/http-edge.ts)
  await options.beforeListen?.(app);
  // The gateway keeps connections to subgraphs alive. Node closes an idle one after 5 s by
  // default, which can race a request the gateway is just sending on it ("socket hang up"):
  // keep idle connections longer than any client-side pool does.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // 127.0.0.1 unless HOST says otherwise: only the gateway should reach a subgraph (containers
  // set HOST=0.0.0.0 and a NetworkPolicy admits only the gateway).
  await app.listen(options.port ?? config.port, config.host);
  logger.info(`${config.service} listening on ${await app.getUrl()}`);
  return app;
}

/**
 * A service's `main`: loads its config, starts its module with `bootstrapService` (options may
 * read the config) and, when starting fails, logs the error and exits 1.
 */
export function runService<C extends ServiceConfig>(
  loadConfig: () => C,
  module: (config: C) => DynamicModule,
  migrations: MigrationList,
  options: (config: C) => BootstrapOptions = () => ({}),
): void {
  const start = async () => {
    const config = loadConfig();
    await bootstrapService(module(config), config, migrations, options(config));
  };
  start().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
