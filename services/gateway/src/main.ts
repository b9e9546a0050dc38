import { ConfigError, loadConfig } from './config';
import { createGateway } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const gateway = await createGateway(config);
  const running = await gateway.start();
  gateway.logger.info({ url: running.url, port: config.port }, 'gateway listening');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    gateway.logger.info({ signal }, 'stopping: draining open requests');
    running.close().then(
      () => {
        gateway.logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        gateway.logger.error({ err: error }, 'stopped with an error');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Configuration problems are listed one per line; anything else with its stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
