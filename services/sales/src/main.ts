import { bootstrapService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadSalesConfig } from './config';
import { migrations } from './migrations';

async function main(): Promise<void> {
  const config = loadSalesConfig();
  await bootstrapService(AppModule.forRoot(config), config, migrations);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
