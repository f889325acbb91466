import type { ElementProps } from '../../src/define.js';
import { NoVideo } from '../../src/embeds/facade.js';
import { webinarEmbed } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import type { WebinarConfig } from './config.js';

export function Webinar({ config }: ElementProps<WebinarConfig>) {
  const t = useT();
  const embed = webinarEmbed(config.src, String(config.webinarId), String(config.webinarSecret));
  if (!embed) return <NoVideo tag="weft-webinar" address={config.src || String(config.webinarId)} />;
  return (
    <div part="video" className="video">
      <iframe src={embed} title={t('ct-video')} loading="lazy" allow="autoplay; fullscreen; camera; microphone" allowFullScreen />
    </div>
  );
}
