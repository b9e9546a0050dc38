import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { requestContext } from './context';

/** JSON lines on stdout; every line carries the service and the request's correlation id. */
export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    mixin: () => {
      const ctx = requestContext();
      return ctx.correlationId !== 'none' ? { correlationId: ctx.correlationId } : {};
    },
  });
}

/** Nest's logger interface over pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    trace?: string,
  ): void {
    if (message && typeof message === 'object') {
      this.logger[level]({ context, trace, ...message });
    } else {
      this.logger[level]({ context, trace }, String(message));
    }
  }
}
