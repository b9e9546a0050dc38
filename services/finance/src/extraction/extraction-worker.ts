import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type JsMsg,
} from '@nats-io/jetstream';
import { eventConsumerName, EVENTS_STREAM, FinanceSubjects } from '@mise/contracts';
import type { DocumentReading, ReadOptions } from '@mise/extraction';
import {
  checkEnvelope,
  ensureEventsStream,
  NatsService,
  ofOtherOrigin,
  runWithContext,
  SERVICE_CONFIG,
  Storage,
} from '@mise/platform';
import type { FinanceConfig } from '../config';
import { ExtractionResults, type FileReading } from './extraction-results';

/** The engine: a file's bytes in, a reading out (`readDocument` of @mise/extraction). */
export type DocumentReader = (bytes: Uint8Array, options?: ReadOptions) => Promise<DocumentReading>;
export const DOCUMENT_READER = Symbol('DOCUMENT_READER');

const NANOS = 1_000_000_000;
const SUBJECT = FinanceSubjects.extractionRequested;

/**
 * The extraction worker (issue 22, flows.md §10), in a process of its own (`dist/worker.js`):
 * one durable pull consumer on `finance.extraction.requested` shared by every worker replica (a
 * work queue: each job to one worker), EXTRACTION_CONCURRENCY jobs at a time. A job is claimed
 * (QUEUED → RUNNING), its files read from S3 with the engine (progress per page), then applied in
 * one transaction (`ExtractionResults.apply`). While it runs the message says `working()` and the
 * job's heartbeat moves. A job delivered again while RUNNING lost its worker: the FAILED path.
 * Any exception: the FAILED path. A DONE or FAILED job delivered again is acked, nothing more.
 */
@Injectable()
export class ExtractionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('extraction-worker');
  private stopped = false;
  private loops: Array<Promise<void>> = [];
  private readyPromise: Promise<void> = Promise.resolve();

  constructor(
    private readonly nats: NatsService,
    private readonly storage: Storage,
    private readonly results: ExtractionResults,
    @Inject(DOCUMENT_READER) private readonly read: DocumentReader,
    @Inject(SERVICE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.readyPromise = this.consumer()
      .then((consumer) => {
        for (let i = 0; i < this.config.extraction.concurrency; i++) {
          this.loops.push(this.loop(consumer));
        }
      })
      .catch((e: Error) => this.log.error(`extraction consumer did not start: ${e.message}`));
  }

  /** Resolves once the consumer exists and the loops pull (tests wait for it). */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  private async consumer(): Promise<Consumer> {
    const nc = await this.nats.connection();
    await ensureEventsStream(nc);
    const jsm = await jetstreamManager(nc);
    const name = eventConsumerName(this.config.natsConsumer, SUBJECT);
    try {
      await jsm.consumers.info(EVENTS_STREAM, name);
    } catch {
      await jsm.consumers
        .add(EVENTS_STREAM, {
          durable_name: name,
          filter_subject: SUBJECT,
          ack_policy: AckPolicy.Explicit,
          deliver_policy:
            this.config.eventsDeliverFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
          ack_wait: this.config.extraction.ackWaitSeconds * NANOS,
          max_deliver: 5,
        })
        .catch((e: Error) => {
          if (!/already in use|exists/i.test(e.message)) throw e;
        });
    }
    return jetstream(nc).consumers.get(EVENTS_STREAM, name);
  }

  private async loop(consumer: Consumer): Promise<void> {
    while (!this.stopped) {
      let m: JsMsg | null;
      try {
        m = await consumer.next({ expires: 5000 });
      } catch (e) {
        if (this.stopped) return;
        this.log.warn(`pull failed: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (m) await this.handle(m);
    }
  }

  /** One delivery of a job. */
  async handle(m: JsMsg): Promise<void> {
    if (ofOtherOrigin(m, this.config.eventOrigin)) {
      m.ack(); // another test file's job on the shared test NATS (tests only)
      return;
    }
    let data: unknown;
    try {
      data = m.json<unknown>();
    } catch {
      m.term();
      return;
    }
    const checked = checkEnvelope(data, m.subject);
    if (!checked.ok || checked.event.type !== SUBJECT || !checked.event.outletId) {
      this.log.error(`not a job: ${checked.ok ? checked.event.type : checked.reason}`);
      m.term();
      return;
    }
    const event = checked.event as { outletId: string; correlationId: string | null; id: string };
    const job = (checked.event.payload ?? {}) as {
      jobId: string;
      expenseId: string;
      fileKeys: string[];
    };
    const outletId = event.outletId;
    await runWithContext({ correlationId: event.correlationId ?? event.id, outletId }, async () => {
      try {
        const claim = await this.results.claim(outletId, job.jobId);
        if (claim.kind === 'abandoned') await this.results.fail(outletId, job.jobId);
        if (claim.kind !== 'claimed') {
          m.ack();
          return;
        }
        await this.run(m, outletId, job);
        m.ack();
      } catch (e) {
        this.log.error(`job ${job.jobId} failed: ${(e as Error).message}`);
        try {
          await this.results.fail(outletId, job.jobId);
          m.ack();
        } catch (again) {
          // the database is away: JetStream delivers it again (then RUNNING → the FAILED path)
          this.log.error(`job ${job.jobId} not failed: ${(again as Error).message}`);
          m.nak(5000);
        }
      }
    });
  }

  /** Reads every file (heartbeat and progress as it goes), then applies the result. */
  private async run(
    m: JsMsg,
    outletId: string,
    job: { jobId: string; expenseId: string; fileKeys: string[] },
  ): Promise<void> {
    let pagesDone = 0;
    let filesDone = 0;
    let saving: Promise<void> = Promise.resolve();
    const save = () => {
      const p = { pagesDone, filesDone };
      saving = saving
        .then(() => this.results.progress(outletId, job.jobId, p))
        .catch((e: Error) => this.log.warn(`progress not saved: ${e.message}`));
    };
    const beat = setInterval(() => {
      m.working();
      save();
    }, this.config.extraction.heartbeatSeconds * 1000);
    try {
      const files = await this.results.files(outletId, job.expenseId, job.fileKeys);
      const read: FileReading[] = [];
      for (const file of files) {
        let reading: DocumentReading | null = null;
        try {
          const bytes = await this.storage.read(file.key);
          const before = pagesDone;
          reading = await this.read(new Uint8Array(bytes), {
            fileName: file.fileName,
            contentType: file.contentType,
            onPage: (done) => {
              pagesDone = before + done;
              m.working();
              save();
            },
          });
          pagesDone = before + reading.pages;
        } catch (e) {
          this.log.warn(`${file.fileName} not read: ${(e as Error).message}`);
        }
        filesDone++;
        read.push({ fileName: file.fileName, reading });
        save();
      }
      await saving;
      await this.results.apply(outletId, job.jobId, read);
    } finally {
      clearInterval(beat);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled(this.loops);
  }
}
