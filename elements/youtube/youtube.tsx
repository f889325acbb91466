import { useEffect } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { youtubeEmbed, youtubeThumbnail } from '../../src/embeds/urls.js';
import { Facade, NoVideo } from '../../src/embeds/facade.js';
import { useT } from '../../src/i18n/index.js';
import type { YoutubeConfig } from './config.js';

/** The sticky player's width: the configured length, never below 160px; 320px when it is not a width. */
export function stickyWidth(size: number | string): string {
  if (typeof size === 'number') return `${Math.max(160, Number.isFinite(size) ? size : 320)}px`;
  const length = cssLength(size);
  const width = length ? `max(160px, ${length})` : '';
  return width && CSS.supports('width', width) ? width : '320px';
}

/** Sticky mode: once the video is out of view, the host takes a corner (data-sticky). */
function useSticky(host: HTMLElement, config: YoutubeConfig): void {
  useEffect(() => {
    if (!config.StickyVideo) return;
    host.style.setProperty('--sticky-width', stickyWidth(config.sizeSticky));
    const observer = new IntersectionObserver(([entry]) => {
      const playing = !!host.shadowRoot?.querySelector('iframe');
      if (entry && !entry.isIntersecting && playing) host.dataset['sticky'] = config.positionSticky;
      else delete host.dataset['sticky'];
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      delete host.dataset['sticky'];
    };
  }, [host, config.StickyVideo, config.positionSticky, config.sizeSticky]);
}

export function Youtube({ config }: ElementProps<YoutubeConfig>) {
  const t = useT();
  const host = useHost();
  useSticky(host, config);
  const options = {
    autoplay: config.checkBoxAutoPlay,
    loop: config.checkBoxLoop,
    hideControls: config.checkBoxControl,
    start: config.startYoutube,
    end: config.endYoutube,
  };
  const embed = youtubeEmbed(config.src, options);
  if (!embed) return <NoVideo tag="weft-youtube" address={config.src} />;
  const title = t('ct-video');
  return (
    <Facade title={title} thumbnail={youtubeThumbnail(config.src)} marketing autoplay={config.checkBoxAutoPlay}>
      {({ byClick }) => (
        <iframe
          src={youtubeEmbed(config.src, { ...options, byClick }) ?? embed}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </Facade>
  );
}
