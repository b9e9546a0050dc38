import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { loadCatalogueConfig } from './config';
import { migrations } from './migrations';

runService(loadCatalogueConfig, (config) => AppModule.forRoot(config), migrations);
