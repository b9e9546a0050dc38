import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 §1b.1: catalogue's "On the ordering page" switch in the menu item projection. Versions
 * projected before it are on when priced, as catalogue's own migration sets them.
 */
export class MenuOrderingPage1760000019810 implements MigrationInterface {
  name = 'MenuOrderingPage1760000019810';

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
