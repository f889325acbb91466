/**
 * The registration wall of a restricted post (spec §4), the one the post page, the blog post and
 * the comments show: the owner's capture message (or ours), then the register and login buttons
 * styled by the capture settings. `MembersOnly` puts it, by the one rule (access.ts), in place
 * of what only members read.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cssLength } from '../common.js';
import { useHost } from '../define.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../ui/icons.js';
import { useFirstAnswer } from '../ui/server.js';
import { cssColor } from '../util/color.js';
import { isEditor } from '../util/editor.js';
import { postAccess } from './access.js';
import { fetchCaptureConfig } from './settings.js';
import type { BlogMember } from './member.js';
import { blogLoginPath } from './post.js';
import type { BlogPost, CaptureButtonSettings, CaptureConfig } from './types.js';
import { BlogLink, Html } from './ui.js';
import { nameOf } from '../util/name.js';

/** The wall's flex layout: a flex direction the capture settings name, else a row. */
const FLEX_DIRECTIONS = ['row', 'column', 'row-reverse', 'column-reverse'] as const;
function wallDirection(theme: string): CSSProperties['flexDirection'] {
  const value = theme.trim().toLowerCase();
  return (FLEX_DIRECTIONS as readonly string[]).includes(value) ? (value as CSSProperties['flexDirection']) : 'row';
}

/** A capture button's own look (capture settings: font, size, background, colour, radius, padding, margin). */
function buttonStyle(settings: CaptureButtonSettings | undefined, owner: object): CSSProperties {
  if (!settings) return {};
  const lengths = (value: string) => (value.trim() ? value.trim().split(/\s+/).map(cssLength).join(' ') : undefined);
  return {
    fontFamily: settings.font.trim() || undefined,
    fontSize: cssLength(settings.size),
    background: cssColor(settings.background, owner),
    color: cssColor(settings.color, owner),
    borderRadius: cssLength(settings.radius),
    padding: lengths(settings.padding),
    margin: lengths(settings.margin),
  };
}

/**
 * The capture settings, asked while the wall shows (the default buttons when the call fails). The
 * server draws the wall with them (src/ui/server.ts), so the owner's buttons are in the drawing and
 * the browser's first render asks nothing: drawn with the default buttons, the wall grew 12px.
 */
function useCaptureConfig(host: Element): CaptureConfig | null {
  const first = useFirstAnswer(`${host.localName}#${host.id}|capture config`, () => fetchCaptureConfig());
  const [config, setConfig] = useState<CaptureConfig | null>(() => first?.value ?? null);
  const drawn = useRef(first !== undefined);
  useEffect(() => {
    if (drawn.current) return;
    let live = true;
    fetchCaptureConfig().then(
      (answer) => live && setConfig(answer),
      (error: unknown) =>
        console.error(`${nameOf(host)} could not load the capture settings (${(error as Error).message}); default buttons shown`),
    );
    return () => {
      live = false;
    };
  }, [host]);
  return config;
}

/**
 * The wall. `returnTo` is where /blog-login sends the visitor back (the page they are on); by
 * default the post's page.
 */
export function Wall({ post, returnTo }: { post: BlogPost; returnTo?: string }) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const config = useCaptureConfig(host);
  const editor = isEditor();
  const message = post.message_capture.trim() !== '';
  const buttons = [
    { form: 'register' as const, settings: config?.register_button_settings, fallback: t('ct-register') },
    { form: 'login' as const, settings: config?.login_button_settings, fallback: t('ct-login') },
  ];
  return (
    <section part="wall" className="wall" aria-labelledby={titleId}>
      {/* The owner's capture message says it in their words; ours then only names the section. */}
      <h2 id={titleId} className={message ? 'wall-title visually-hidden' : 'wall-title'}>
        <Icon name="lock" />
        {t('ct-members-only-post')}
      </h2>
      {message && <Html html={post.message_capture} part="capture-message" className="capture-message" />}
      <div part="wall-buttons" className="wall-buttons" style={{ flexDirection: wallDirection(config?.theme ?? '') }}>
        {buttons.map(({ form, settings, fallback }) => (
          <BlogLink
            key={form}
            part={`wall-button ${form}-button ${form}`}
            className={`wall-button ${form}`}
            href={editor ? '#' : blogLoginPath(post.url, form, returnTo)}
            style={buttonStyle(settings, host)}
          >
            {settings?.text.trim() || fallback}
          </BlogLink>
        ))}
      </div>
    </section>
  );
}

/**
 * What only members read of a restricted post (`children`), or for a visitor `wall` (by default
 * the registration wall). The same rule everywhere: postAccess.
 */
export function MembersOnly({
  post,
  member,
  returnTo,
  wall,
  children,
}: {
  post: BlogPost;
  member: BlogMember | null;
  returnTo?: string;
  wall?: ReactNode;
  children: ReactNode;
}) {
  if (postAccess(post, member) === 'open') return <>{children}</>;
  return <>{wall === undefined ? <Wall post={post} returnTo={returnTo} /> : wall}</>;
}
