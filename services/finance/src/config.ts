import { loadServiceConfigWith, parsers, type ServiceConfig } from '@mise/platform';

/** Automated reading (issue 22): the worker's and the sweeper's settings. */
export interface ExtractionConfig {
  /** jobs one worker process reads at a time (EXTRACTION_CONCURRENCY) */
  concurrency: number;
  /** a QUEUED or RUNNING job silent for this long fails (EXTRACTION_STALE_SECONDS) */
  staleSeconds: number;
  /** how often the finance API sweeps stale jobs; 0 = never (EXTRACTION_SWEEP_SECONDS) */
  sweepSeconds: number;
  /** JetStream redelivers a job whose worker stopped signalling for this long (EXTRACTION_ACK_WAIT_SECONDS) */
  ackWaitSeconds: number;
  /** how often a running job says it is alive (EXTRACTION_HEARTBEAT_SECONDS) */
  heartbeatSeconds: number;
}

export type FinanceConfig = ServiceConfig & { extraction: ExtractionConfig };

const positive = (raw: string): number => {
  const n = parsers.int(raw);
  if (n < 1) throw new Error('must be at least 1');
  return n;
};

/**
 * The service's validated config: the platform's settings plus the service's own variables, every
 * problem reported at once (libs/platform/README.md).
 */
export function loadFinanceConfig(
  env: Record<string, string | undefined> = process.env,
): FinanceConfig {
  const { base, own } = loadServiceConfigWith('finance', env, {
    EXTRACTION_CONCURRENCY: { default: 1, parse: positive },
    EXTRACTION_STALE_SECONDS: { default: 120, parse: positive },
    EXTRACTION_SWEEP_SECONDS: { default: 60, parse: parsers.int },
    EXTRACTION_ACK_WAIT_SECONDS: { default: 30, parse: positive },
    EXTRACTION_HEARTBEAT_SECONDS: { default: 10, parse: positive },
  });
  return {
    ...base,
    extraction: {
      concurrency: own.EXTRACTION_CONCURRENCY,
      staleSeconds: own.EXTRACTION_STALE_SECONDS,
      sweepSeconds: own.EXTRACTION_SWEEP_SECONDS,
      ackWaitSeconds: own.EXTRACTION_ACK_WAIT_SECONDS,
      heartbeatSeconds: own.EXTRACTION_HEARTBEAT_SECONDS,
    },
  };
}
