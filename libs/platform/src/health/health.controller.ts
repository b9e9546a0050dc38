import { Controller, Get, Header, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { NatsService } from '../events/nats.service';
import { MetricsService } from './metrics.service';

@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    private readonly metrics: MetricsService,
  ) {}

  @Get('health/live')
  @HttpCode(200)
  live(): { status: string } {
    return { status: 'ok' };
  }

  /** Ready when the database answers and NATS is connected; 503 otherwise (and while stopping). */
  @Get('health/ready')
  async ready(@Res() res: Response): Promise<void> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    const nats = this.nats.isReady();
    const ok = database && nats && !this.nats.isClosing;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database, nats });
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
