/** The sign-up / sign-in prompt a visitor sees instead of the comment box (spec §4, themes 1–3). */
import type { Translate } from '../../src/i18n/index.js';
import { blogLoginPath } from '../../src/blog/post.js';
import { Icon } from '../../src/ui/icons.js';
import { isEditor } from '../../src/util/editor.js';

export function Prompt({ theme, url, t }: { theme: number; url: string; t: Translate }) {
  const editor = isEditor();
  const link = (form: 'login' | 'register') => (editor ? '#' : blogLoginPath(url, form, location.pathname + location.search));
  const title = t('ct-comment-theme-title');
  const signUp = (
    <a part="sign-up" className="prompt-link primary" href={link('register')}>
      {t('ct-sign-up')}
    </a>
  );
  const signIn = (
    <a part="sign-in" className="prompt-link" href={link('login')}>
      {t('ct-sign-in')}
    </a>
  );
  if (theme === 2) {
    return (
      <p part="prompt" className="prompt theme-2">
        <span className="prompt-title">{title}</span> {signUp} <span aria-hidden="true">·</span> {signIn}
      </p>
    );
  }
  return (
    <div part="prompt" className={`prompt theme-${theme === 3 ? 3 : 1}`}>
      <p className="prompt-title">
        {theme === 3 && <Icon name="lock" />}
        {title}
      </p>
      <div className="prompt-actions">
        {signUp}
        {signIn}
      </div>
    </div>
  );
}
