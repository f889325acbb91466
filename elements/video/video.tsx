import { useRef } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { Facade, NoVideo } from '../../src/embeds/facade.js';
import { VideoFrame } from '../../src/embeds/player.js';
import { videoAddress, videoThumbnail } from '../../src/embeds/video-address.js';
import { useT } from '../../src/i18n/index.js';
import type { VideoConfig } from './config.js';
import { useSticky } from './sticky.js';

export function Video({ config, flags }: ElementProps<VideoConfig>) {
  const t = useT();
  const host = useHost();
  const box = useRef<HTMLDivElement>(null);
  const sticky = useSticky(host, { on: config.StickyVideo, position: config.positionSticky, size: config.sizeSticky });
  const video = videoAddress(config.src);
  if (!video.embed) return <NoVideo tag="weft-video" address={config.src} />;
  const title = t('ct-video');
  const autoplay = flags['autoplay'] === true;
  return (
    <Facade title={title} thumbnail={videoThumbnail(video)} marketing={video.marketing} autoplay={autoplay}>
      {() => (
        <>
          <div ref={box} className="player">
            {/* Shown on the visitor's play click (or in view with the autoplay attribute): it starts at once. */}
            <VideoFrame video={video} title={title} autoplay />
          </div>
          {sticky.corner && config.btnClick && (
            <button
              type="button"
              part="sticky-close"
              className="sticky-close"
              aria-label={t('ct-close-sticky-video')}
              onClick={() => {
                sticky.dismiss();
                box.current?.querySelector<HTMLElement>('iframe, video')?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </>
      )}
    </Facade>
  );
}
