import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type __Name__Config, load__Name__Config } from '../src/config';
import { migrations } from '../src/migrations';

export type __Name__TestApp = TestApp<__Name__Config>;

/** __name__ on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function start__Name__(env: Record<string, string> = {}): Promise<__Name__TestApp> {
  return startTestApp({
    service: '__name__',
    loadConfig: load__Name__Config,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
