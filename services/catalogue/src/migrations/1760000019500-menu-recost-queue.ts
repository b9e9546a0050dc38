import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export const RECOST_TABLES = ['menu_recost_pending'] as const;

/**
 * Issue 19: ingredients whose price moved, waiting for one recost of the menu items using them
 * (a burst of price events, e.g. a 50-line expense, recosts each menu item once).
 */
export class MenuRecostQueue1760000019500 implements MigrationInterface {
  name = 'MenuRecostQueue1760000019500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE menu_recost_pending (
      outlet_id uuid NOT NULL,
      ingredient_id uuid NOT NULL,
      queued_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (outlet_id, ingredient_id)
    )`);
    for (const table of RECOST_TABLES) await enableRowLevelSecurity(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE menu_recost_pending`);
  }
}
