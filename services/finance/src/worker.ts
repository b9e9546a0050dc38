import { NestFactory } from '@nestjs/core';
import { createLogger, PinoNestLogger } from '@mise/platform';
import { readDocument } from '@mise/extraction';
import { loadFinanceConfig } from './config';
import { WorkerModule } from './worker.module';

/**
 * `node dist/worker.js`: finance's extraction worker (issue 22), a Nest application context
 * without HTTP. Scale it by replicas: every worker pulls from the one durable consumer.
 * SIGTERM/SIGINT: stop pulling, finish the jobs in hand, drain NATS.
 */
async function main(): Promise<void> {
  const loaded = loadFinanceConfig();
  // the API sweeps expired uploads; the worker only reads files
  const config = loaded.storage
    ? { ...loaded, storage: { ...loaded.storage, sweepIntervalMs: 0 } }
    : loaded;
  const logger = createLogger(`${config.service}-worker`, config.logLevel);
  const app = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, readDocument),
    {
      logger: new PinoNestLogger(logger),
      bufferLogs: true,
    },
  );
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  logger.info(`extraction worker started (${config.extraction.concurrency} at a time)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
