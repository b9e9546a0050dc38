import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadInventoryConfig } from './config';
import { migrations } from './migrations';

runService(loadInventoryConfig, (config) => AppModule.forRoot(config), migrations);
