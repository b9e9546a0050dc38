import { OutletRowEntity } from '@mise/platform';
import { Column, Entity } from 'typeorm';

export type ExtractionJobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/**
 * One run of automated reading over an expense's files (issue 22, flows.md §4.6): the credits
 * billing granted for it, its progress, what the documents proposed and the document-level
 * review reasons. The latest run of an expense is its `extraction`.
 */
@Entity('extraction_jobs')
export class ExtractionJobEntity extends OutletRowEntity {
  @Column({ name: 'expense_id', type: 'uuid' })
  expenseId!: string;

  /** billing's hold; null when every file was a structured e-invoice (free) */
  @Column({ name: 'reservation_id', type: 'uuid', nullable: true })
  reservationId!: string | null;

  @Column({ type: 'integer', default: 0 })
  granted!: number;

  @Column({ type: 'text', default: 'QUEUED' })
  state!: ExtractionJobState;

  @Column({ name: 'files_total', type: 'integer', default: 0 })
  filesTotal!: number;

  @Column({ name: 'files_done', type: 'integer', default: 0 })
  filesDone!: number;

  @Column({ name: 'pages_done', type: 'integer', default: 0 })
  pagesDone!: number;

  @Column({ name: 'lines_read', type: 'integer', default: 0 })
  linesRead!: number;

  @Column({ name: 'lines_kept', type: 'integer', default: 0 })
  linesKept!: number;

  @Column({ name: 'credits_charged', type: 'integer', default: 0 })
  creditsCharged!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sources!: string[];

  @Column({ name: 'embedded_invoice', type: 'boolean', default: false })
  embeddedInvoice!: boolean;

  @Column({ name: 'proposed_supplier_name', type: 'text', nullable: true })
  proposedSupplierName!: string | null;

  @Column({ name: 'supplier_matched', type: 'boolean', default: false })
  supplierMatched!: boolean;

  @Column({ name: 'proposed_number', type: 'text', nullable: true })
  proposedNumber!: string | null;

  /** YYYY-MM-DD */
  @Column({ name: 'proposed_date', type: 'date', nullable: true })
  proposedDate!: string | null;

  @Column({ name: 'proposed_total', type: 'numeric', nullable: true })
  proposedTotal!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  review!: string[];

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt!: Date | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
