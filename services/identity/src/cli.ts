import { NestFactory } from '@nestjs/core';
import { OutboxRelay } from '@mise/platform';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';
import { OwnerService } from './owner/owner.service';

const USAGE = 'usage: node dist/cli.js grant|revoke <email>';

/**
 * `npm run admin -- grant|revoke <email>`: sets an owner's admin flag straight in the database
 * (there is no API for it) and emits identity.owner.updated through the outbox.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadIdentityConfig();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const owner = await app.get(OwnerService).setAdminFlag(email, command === 'grant');
    if (!owner) {
      console.error(`No owner with e-mail ${email.toLowerCase()}: they must sign in once first.`);
      return 1;
    }
    // Publish now when NATS is reachable; otherwise the running service's relay sends it.
    await Promise.race([
      app.get(OutboxRelay).drain(),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]).catch(() => undefined);
    console.log(`${owner.email} (${owner.id}): isAdmin = ${owner.isAdmin}`);
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
