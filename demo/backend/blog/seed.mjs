// The demo site's blog: authors, categories, posts of every kind (Dripping, Scheduled, restricted)
// and comments, seeded once on start.
import { DEMO_WEBSITE_ID } from '../db.mjs';
import { BLOG_PREFIX, stamp } from './rules.mjs';
import { createBlogTables } from './schema.mjs';

/** The demo blog's view config key: the browser stores its first-visit UTC time under a name built from it. */
export const DEMO_BLOG_KEY = 'demo-blog-7f3a';

/** How long after the visitor's first visit the seeded Dripping post opens. */
export const DRIP_SECONDS = 3 * 24 * 60 * 60;

/** Seeded posts that the tests and the demo rely on. */
export const SEED = {
  drippingUrl: 'seven-day-writing-course',
  scheduledUrl: 'coming-soon-our-roadmap',
  restrictedUrl: 'members-only-deep-dive',
  commentedUrl: 'welcome-to-the-weft-blog',
  /** The author's email: comments written with it are marked is_author. */
  authorEmail: 'ana@weft.example',
};

const AUTHORS = [
  {
    name: 'Ana Souza',
    slug: 'ana-souza',
    email: SEED.authorEmail,
    thumbnail: `${BLOG_PREFIX}/thumbnail/author-1.svg`,
    twitter_url: 'https://twitter.com/weft',
    linkedin_url: 'https://www.linkedin.com/company/weft',
  },
  {
    name: 'Bruno Lima',
    slug: 'bruno-lima',
    email: 'bruno@weft.example',
    thumbnail: `${BLOG_PREFIX}/thumbnail/author-2.svg`,
    instagram_url: 'https://instagram.com/weft',
  },
  {
    name: 'Carla Mendes',
    slug: 'carla-mendes',
    email: 'carla@weft.example',
    thumbnail: '',
    medium_url: 'https://medium.com/@weft',
  },
];

const CATEGORIES = [
  { name: 'News', slug: 'news' },
  { name: 'Guides', slug: 'guides' },
  { name: 'Design', slug: 'design' },
  { name: 'Marketing', slug: 'marketing' },
];

const TOPICS = [
  ['Five layouts that convert', 'design', 'A landing page works when the eye knows where to go next.'],
  ['Writing headlines people read', 'marketing', 'The headline is the only line everybody reads: make it count.'],
  ['A checklist before you publish', 'guides', 'Ten small checks that save a launch: links, forms, images and speed.'],
  ['What is new this month', 'news', 'Faster pages, a new gallery theme and better translations.'],
  ['Colour for accessible sites', 'design', 'Contrast is not a matter of taste: here is how to check it.'],
  ['Email lists that grow', 'marketing', 'A list grows when every page offers something worth an address.'],
  ['Setting up your members area', 'guides', 'Areas, access types and the login form, step by step.'],
  ['Our summer release', 'news', 'Video galleries, booking calendars and a quicker editor.'],
  ['Typography on small screens', 'design', 'Line length, size and spacing for phones.'],
  ['Measuring what matters', 'marketing', 'Pixels and analytics without drowning in numbers.'],
  ['Popups that do not annoy', 'guides', 'Time, scroll and exit intent: when each one fits.'],
  ['Community stories', 'news', 'Three sites built by readers of this blog.'],
  ['Images that load fast', 'design', 'Sizes, formats and lazy loading explained.'],
  ['A/B tests for beginners', 'marketing', 'Split tests answer one question at a time.'],
  ['Forms visitors finish', 'guides', 'Fewer fields, clear labels and kind errors.'],
  ['Behind the scenes', 'news', 'How we ship a release every two weeks.'],
  ['Grids and whitespace', 'design', 'Space is a design element, not an absence.'],
  ['Social proof done right', 'marketing', 'Real names and recent sign-ups build trust.'],
  ['Translating your site', 'guides', 'Twenty-five languages and right-to-left layouts.'],
  ['Security notes', 'news', 'Content security policy and Trusted Types on every published site.'],
  ['Icons with meaning', 'design', 'An icon needs a label as much as a button does.'],
  ['Launch week plan', 'marketing', 'Countdowns, reminders and the day after.'],
  ['Blog setup in ten minutes', 'guides', 'Categories, authors and your first post.'],
  ['Year in review', 'news', 'What we built, what we learned and what comes next.'],
  ['Motion with care', 'design', 'Animation that respects reduced-motion settings.'],
  ['Pricing pages that explain', 'marketing', 'Compare plans without a spreadsheet.'],
];

const paragraph = (lead, title) =>
  `<p>${lead}</p><p>In this post about <strong>${title.toLowerCase()}</strong> we walk through the ideas we use every day when we build sites with Weft. ` +
  'Each section ends with something to try on your own pages, and the examples are small enough to copy. ' +
  'We keep the advice practical: what to change, why it helps visitors, and how to tell whether it worked.</p>' +
  '<h2>Start small</h2><p>Pick one page, change one thing, and compare. Small steps are easier to measure and easier to undo. ' +
  'Write down what you expect before you change anything, so the result can surprise you.</p>' +
  '<h2>Keep going</h2><p>Once the first change is in, the second one is easier. Share what you learn with your team and your readers.</p>';

const slugOf = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Creates the blog tables when missing and seeds the demo site's blog once: 3 authors, 4
 * categories, 26 normal posts, a Dripping post, a Scheduled post (30 days ahead), a restricted
 * post and comments with a reply, likes and an owner deletion on the welcome post.
 * @param {import('better-sqlite3').Database} db
 */
export function seedBlog(db) {
  createBlogTables(db);
  if (db.prepare('SELECT 1 FROM blog_posts WHERE website_id = ? LIMIT 1').get(DEMO_WEBSITE_ID)) return;
  db.transaction(() => {
    const button = (text, background) =>
      JSON.stringify({
        text,
        font: 'inherit',
        size: '16px',
        background,
        color: '#ffffff',
        radius: '6px',
        padding: '10px 22px',
        margin: '6px',
      });
    db.prepare(
      `INSERT OR IGNORE INTO blog_settings (website_id, key, date_format_preview_news, comment_theme, capture_theme,
         login_button_settings, register_button_settings) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(DEMO_WEBSITE_ID, DEMO_BLOG_KEY, 'DD/MM/YYYY', 1, 'row', button('Sign in', '#1f6feb'), button('Sign up', '#1a7f37'));
    const insertAuthor = db.prepare(
      `INSERT INTO blog_authors (website_id, name, slug, thumbnail, email, facebook_url, instagram_url, twitter_url, linkedin_url, youtube_url, medium_url)
       VALUES (@website_id, @name, @slug, @thumbnail, @email, @facebook_url, @instagram_url, @twitter_url, @linkedin_url, @youtube_url, @medium_url) RETURNING id`,
    );
    const authors = AUTHORS.map(
      (a) =>
        insertAuthor.get({
          website_id: DEMO_WEBSITE_ID,
          facebook_url: '',
          instagram_url: '',
          twitter_url: '',
          linkedin_url: '',
          youtube_url: '',
          medium_url: '',
          ...a,
        }).id,
    );
    const insertCategory = db.prepare('INSERT INTO blog_categories (website_id, name, slug) VALUES (?, ?, ?) RETURNING id');
    const categories = Object.fromEntries(
      CATEGORIES.map((c) => [c.slug, insertCategory.get(DEMO_WEBSITE_ID, c.name, c.slug).id]),
    );
    const insertPost = db.prepare(
      `INSERT INTO blog_posts (website_id, author_id, title, content, thumbnail, url, scheduled_date, created_at, date_cycle,
         drip_seconds, is_capture, message_capture, enabled_comments, featured)
       VALUES (@website_id, @author_id, @title, @content, @thumbnail, @url, @scheduled_date, @scheduled_date, @date_cycle,
         @drip_seconds, @is_capture, @message_capture, @enabled_comments, @featured) RETURNING id`,
    );
    const link = db.prepare('INSERT INTO blog_post_categories (post_id, category_id) VALUES (?, ?)');
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const post = (fields, slugs) => {
      const id = insertPost.get({
        website_id: DEMO_WEBSITE_ID,
        date_cycle: 'Instantaneous',
        drip_seconds: 0,
        is_capture: 0,
        message_capture: '',
        enabled_comments: 1,
        featured: 0,
        ...fields,
      }).id;
      for (const slug of slugs) link.run(id, categories[slug]);
      return id;
    };
    const welcome = post(
      {
        author_id: authors[0],
        title: 'Welcome to the Weft blog',
        url: SEED.commentedUrl,
        content: paragraph('This blog shows every blog widget of Weft working against the reference backend.', 'Welcome'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/0.svg`,
        scheduled_date: stamp(new Date(now - 2 * day)),
        featured: 1,
      },
      ['news'],
    );
    TOPICS.forEach(([title, category, lead], i) => {
      post(
        {
          author_id: authors[i % authors.length],
          title,
          url: slugOf(title),
          content: paragraph(lead, title),
          // Every fifth post has no picture: the widgets show their placeholder.
          thumbnail: i % 5 === 4 ? '' : `${BLOG_PREFIX}/thumbnail/${(i % 8) + 1}.svg`,
          scheduled_date: stamp(new Date(now - (3 + i * 4) * day)),
          featured: i % 6 === 0 ? 1 : 0,
          enabled_comments: i === 3 ? 0 : 1,
        },
        i % 4 === 1 ? [category, 'guides'] : [category],
      );
    });
    post(
      {
        author_id: authors[1],
        title: 'Members only: a deep dive into areas',
        url: SEED.restrictedUrl,
        content: paragraph('Everything about access types, permissions and e-learning courses.', 'Members areas'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/3.svg`,
        scheduled_date: stamp(new Date(now - 1 * day)),
        is_capture: 1,
        message_capture: '<p>This post is for members. <strong>Sign up free</strong> or sign in to read it.</p>',
      },
      ['guides'],
    );
    post(
      {
        author_id: authors[2],
        title: 'A seven-day writing course',
        url: SEED.drippingUrl,
        content: paragraph('One lesson opens for you three days after your first visit.', 'Writing course'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/5.svg`,
        scheduled_date: stamp(new Date(now - 5 * day)),
        date_cycle: 'Dripping',
        drip_seconds: DRIP_SECONDS,
      },
      ['guides', 'marketing'],
    );
    post(
      {
        author_id: authors[0],
        title: 'Coming soon: our roadmap',
        url: SEED.scheduledUrl,
        content: paragraph('What we are building next, published on the date shown.', 'Roadmap'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/7.svg`,
        scheduled_date: stamp(new Date(now + 30 * day)),
        date_cycle: 'Scheduled',
      },
      ['news'],
    );
    const comment = db.prepare(
      `INSERT INTO blog_comments (post_id, reply_id, name, email, comment, deleted_by_owner, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const first = comment.get(
      welcome,
      null,
      'Dora Reader',
      'dora@reader.example',
      'Great start, looking forward to more posts!',
      0,
      stamp(new Date(now - day)),
    ).id;
    comment.run(
      welcome,
      first,
      'Ana Souza',
      SEED.authorEmail,
      'Thank you, Dora! A new post every week.',
      0,
      stamp(new Date(now - day + 3600_000)),
    );
    comment.run(
      welcome,
      null,
      'Eli Visitor',
      'eli@reader.example',
      'Buy cheap pills at spam.example',
      1,
      stamp(new Date(now - day + 7200_000)),
    );
    comment.run(
      welcome,
      null,
      'Fay Maker',
      'fay@reader.example',
      'The gallery guide helped me a lot.',
      0,
      stamp(new Date(now - day + 10800_000)),
    );
    db.prepare('INSERT INTO blog_comment_likes (comment_id, email, name) VALUES (?, ?, ?)').run(
      first,
      'fay@reader.example',
      'Fay Maker',
    );
  })();
}
