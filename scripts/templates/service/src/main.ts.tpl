import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { load__Name__Config } from './config';
import { migrations } from './migrations';

runService(load__Name__Config, (config) => AppModule.forRoot(config), migrations);
