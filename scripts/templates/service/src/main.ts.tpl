import { bootstrapService } from '@mise/platform';
import { AppModule } from './app.module';
import { load__Name__Config } from './config';
import { migrations } from './migrations';

async function main(): Promise<void> {
  const config = load__Name__Config();
  await bootstrapService(AppModule.forRoot(config), config, migrations);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
