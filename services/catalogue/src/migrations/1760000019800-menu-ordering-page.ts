import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 §1b.1: the owner's "On the ordering page" switch per menu item version, off for new
 * items; items already priced stay on, so nothing vanishes from today's guest pages.
 */
export class MenuOrderingPage1760000019800 implements MigrationInterface {
  name = 'MenuOrderingPage1760000019800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE menu_items ADD COLUMN on_ordering_page boolean NOT NULL DEFAULT false`,
    );
    await q.query(`UPDATE menu_items SET on_ordering_page = true WHERE price > 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE menu_items DROP COLUMN on_ordering_page`);
  }
}
