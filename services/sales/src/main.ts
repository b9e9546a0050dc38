import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadSalesConfig } from './config';
import { migrations } from './migrations';

runService(loadSalesConfig, (config) => AppModule.forRoot(config), migrations);
