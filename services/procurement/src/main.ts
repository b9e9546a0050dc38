import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadProcurementConfig } from './config';
import { migrations } from './migrations';

runService(loadProcurementConfig, (config) => AppModule.forRoot(config), migrations);
