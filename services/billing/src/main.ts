import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadBillingConfig } from './config';
import { migrations } from './migrations';

runService(loadBillingConfig, (config) => AppModule.forRoot(config), migrations);
