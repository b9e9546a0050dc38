import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type ProcurementConfig, loadProcurementConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type ProcurementTestApp = TestApp<ProcurementConfig>;

/** procurement on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startProcurement(env: Record<string, string> = {}): Promise<ProcurementTestApp> {
  return startTestApp({
    service: 'procurement',
    loadConfig: loadProcurementConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}
