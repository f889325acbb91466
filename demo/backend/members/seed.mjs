// The demo site's members data: its areas, the custom register fields of layout 1 and the demo
// member, seeded on start.
import { DEMO_WEBSITE_ID } from '../db.mjs';
import { hashPasswordSync } from './passwords.mjs';

/** The seeded demo member (spec: a visitor logs in with these on the demo site). */
export const DEMO_MEMBER_NAME = 'Demo Member';
export const DEMO_MEMBER_EMAIL = 'demo@weft.example';
export const DEMO_MEMBER_PASSWORD = 'weft-demo-2026';

/**
 * The social-proof campaign a new member of a site is announced in (register answers its id; the
 * runtime then posts the member's name to /cheetah/social-proof/register/{id}). The demo site's is
 * its site data's campaign.
 */
export const REGISTER_SOCIALPROOF = Object.freeze({ [DEMO_WEBSITE_ID]: '1' });

/** The layout id whose register form has the seeded custom fields. */
export const DEMO_LAYOUT_ID = 1;

/**
 * Seeds the demo site's areas, the register fields of layout 1 and the demo member, each only
 * when its table is empty, so it is safe on every start.
 * @param {import('better-sqlite3').Database} db
 */
export function seedMembers(db) {
  db.transaction(() => {
    const site = DEMO_WEBSITE_ID;
    if (!db.prepare('SELECT COUNT(*) FROM areas').pluck().get()) {
      const area = db.prepare(
        `INSERT INTO areas (id, website_id, name, description, type_id, home_page_id, redirect_config, elearning_course_id, is_blog)
         VALUES (@id, @site, @name, @description, @type_id, @home_page_id, @redirect_config, @elearning_course_id, @is_blog)`,
      );
      const base = { site, home_page_id: null, redirect_config: '{}', elearning_course_id: null, is_blog: 0 };
      area.run({
        ...base,
        id: 1,
        name: 'Members area',
        description: 'Pages for every registered member.',
        type_id: 1,
        home_page_id: 6,
      });
      area.run({
        ...base,
        id: 2,
        name: 'Premium course',
        description: 'The e-learning course, released after payment.',
        type_id: 3,
        elearning_course_id: 42,
        redirect_config: JSON.stringify({ elearning: { type: 'elearning-course', target: 'blank' } }),
      });
      area.run({ ...base, id: 3, name: 'Blog area', description: 'Restricted blog posts.', type_id: 1, is_blog: 1 });
      const link = db.prepare('INSERT INTO page_areas (page_id, area_id) VALUES (?, ?)');
      link.run(6, 1);
      link.run(7, 2);
    }
    if (!db.prepare('SELECT COUNT(*) FROM register_fields').pluck().get()) {
      const field = db.prepare(
        `INSERT INTO register_fields (layout_id, tag, label, type, required, options, help_text, default_value, sort_order)
         VALUES (@layout_id, @tag, @label, @type, @required, @options, @help_text, @default_value, @sort_order)`,
      );
      const base = { layout_id: DEMO_LAYOUT_ID, options: '[]', help_text: null, default_value: null };
      field.run({
        ...base,
        tag: 'phone',
        label: 'Phone',
        type: 'text',
        required: 1,
        help_text: 'With country code',
        sort_order: 1,
      });
      field.run({
        ...base,
        tag: 'plan',
        label: 'Plan',
        type: 'select',
        required: 0,
        options: JSON.stringify([
          { name: 'Free', value: 'free' },
          { name: 'Pro', value: 'pro' },
        ]),
        default_value: 'free',
        sort_order: 2,
      });
      field.run({
        ...base,
        tag: 'terms',
        label: 'Terms',
        type: 'checkbox',
        required: 1,
        options: JSON.stringify([{ name: 'I accept the terms of use', value: 'accepted' }]),
        sort_order: 3,
      });
    }
    if (!db.prepare('SELECT COUNT(*) FROM members').pluck().get()) {
      const id = db
        .prepare(
          `INSERT INTO members (website_id, name, email, password_hash, type, is_provider, layout_id)
           VALUES (?, ?, ?, ?, 'login', 1, ?) RETURNING id`,
        )
        .pluck()
        .get(site, DEMO_MEMBER_NAME, DEMO_MEMBER_EMAIL, hashPasswordSync(DEMO_MEMBER_PASSWORD), DEMO_LAYOUT_ID);
      const permission = db.prepare(
        'INSERT INTO permissions (member_id, area_id, active) SELECT ?, id, ? FROM areas WHERE id = ?',
      );
      permission.run(id, 1, 1); // active: the members area
      permission.run(id, 0, 2); // pending payment: the premium course is refused ('not approved')
    }
  })();
}
