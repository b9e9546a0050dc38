import { Injectable } from '@nestjs/common';

/** Lets a committed transaction wake the outbox relay without waiting for its next poll. */
@Injectable()
export class OutboxSignal {
  private listener: (() => void) | null = null;

  kick(): void {
    this.listener?.();
  }

  onKick(listener: () => void): void {
    this.listener = listener;
  }
}
