import { useEffect, useState, type CSSProperties, type MouseEvent } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { followAddressClick, performLink } from '../../src/links/actions.js';
import { loadTags } from '../../src/links/calls.js';
import { linkHref, linkTarget } from '../../src/links/link.js';
import type { TagValues } from '../../src/links/rules.js';
import { cssColor } from '../../src/util/color.js';
import type { ButtonConfig } from './config.js';
import { Icon } from '../../src/ui/icons.js';

const COPIED_MS = 2000;

export function Button({ config, device }: ElementProps<ButtonConfig>) {
  const t = useT();
  const host = useHost();
  // The config reader gives links text values and ids (a popup id may arrive as a number).
  const link = config.link;
  // Bracketed [tags] in an address wait for the lead's tag values (a no-op without an owner id).
  const [tags, setTags] = useState<TagValues | false | null>(null);
  useEffect(() => {
    let live = true;
    if (typeof link?.value === 'string' && link.value.includes('[')) void loadTags().then((values) => live && setTags(values));
    return () => {
      live = false;
    };
  }, [link?.value]);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(id);
  }, [copied]);

  // A link with an address is a real <a href>: keyboard, middle-click and "copy link" just work.
  const href = linkHref(link, tags);
  const target = linkTarget(link);
  const newTab = target === '_blank';
  const size = device === 'mobile' && config.textStyle.sizeMobile ? config.textStyle.sizeMobile : config.textStyle.size;
  const style = Object.fromEntries(
    Object.entries({
      '--background': cssColor(config.background),
      '--color': cssColor(config.color),
      '--hover-background': cssColor(config.hoverBackground),
      '--hover-color': cssColor(config.hoverColor),
      '--cursor': config.cursorType,
      '--margin': cssLength(config.margin),
      '--text-family': config.textStyle.family || undefined,
      '--text-size': cssLength(size),
      '--text-weight': config.textStyle.weight || undefined,
      '--text-style': config.textStyle.style || undefined,
      '--subtext-size': cssLength(config.subtextStyle.size),
      '--subtext-color': cssColor(config.subtextStyle.color),
    }).filter(([, v]) => v !== undefined),
  ) as CSSProperties;

  const content = (
    <>
      {config.icon.position === 'left' && <Icon name={config.icon.selected} />}
      <span className="label">
        <span part="text" className="text">
          {copied ? t('ct-copied') : config.text}
        </span>
        {config.subtext && (
          <span part="subtext" className="subtext">
            {config.subtext}
          </span>
        )}
      </span>
      {config.icon.position === 'right' && <Icon name={config.icon.selected} />}
    </>
  );
  const className = `button icon-${config.icon.position}`;

  if (href) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => followAddressClick(link!, href, event, { source: host, device });
    return (
      <a
        part="button"
        className={className}
        href={href}
        target={target}
        rel={newTab ? 'noopener noreferrer' : undefined}
        download={link?.type === 'download' ? '' : undefined}
        style={style}
        onClick={onClick}
      >
        {content}
        {newTab && <span className="visually-hidden"> {t('ct-opens-new-tab')}</span>}
      </a>
    );
  }
  return (
    <button
      part="button"
      type="button"
      className={className}
      style={style}
      aria-live={link?.type === 'copy' ? 'polite' : undefined}
      onClick={() => {
        void performLink(link, { source: host, device }).then((outcome) => outcome === 'copied' && setCopied(true));
      }}
    >
      {content}
    </button>
  );
}
