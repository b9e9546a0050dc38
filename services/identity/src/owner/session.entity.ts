import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per signIn; the web app sends its id back as X-Session-ID. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
