import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadFinanceConfig } from './config';
import { migrations } from './migrations';

runService(loadFinanceConfig, (config) => AppModule.forRoot(config), migrations);
