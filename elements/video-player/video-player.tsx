import type { CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { NoVideo } from '../../src/embeds/facade.js';
import { videoAddress } from '../../src/embeds/video-address.js';
import { useT } from '../../src/i18n/index.js';
import { openModal } from '../../src/modals/index.js';
import { Icon, ICONS } from '../../src/ui/icons.js';
import { cssColor } from '../../src/util/color.js';
import type { VideoPlayerConfig } from './config.js';

export function VideoPlayer({ config }: ElementProps<VideoPlayerConfig>) {
  const t = useT();
  const host = useHost();
  const url = config.videoData.url;
  if (!videoAddress(url).embed) return <NoVideo tag="weft-video-player" address={url} />;
  const style = {
    '--player-color': cssColor(config.color, host),
    '--player-color-hover': cssColor(config.colorHover, host),
    '--player-background-hover': cssColor(config.backgroundColorHover, host),
    '--player-icon-size': cssLength(config.fontSize),
  } as CSSProperties;
  return (
    <button
      type="button"
      part="button"
      className="button"
      style={style}
      aria-label={t('ct-play-video')}
      aria-haspopup="dialog"
      onClick={() => openModal({ kind: 'video', address: url, title: t('ct-video') })}
    >
      <Icon name={ICONS[config.icon.trim()] ? config.icon.trim() : 'play'} className="icon player-icon" />
    </button>
  );
}
