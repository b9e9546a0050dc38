import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadIntegrationsConfig } from './config';
import { migrations } from './migrations';

runService(loadIntegrationsConfig, (config) => AppModule.forRoot(config), migrations);
