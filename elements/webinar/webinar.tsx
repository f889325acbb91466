import type { ElementProps } from '../../src/define.js';
import { webinarEmbed } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import type { WebinarConfig } from './config.js';

export function Webinar({ config }: ElementProps<WebinarConfig>) {
  const t = useT();
  const embed = webinarEmbed(config.src, String(config.webinarId), String(config.webinarSecret));
  if (!embed) {
    if (config.webinarId) console.error(`<weft-webinar> "${config.src}" is not an http(s) address`);
    return (
      <div part="placeholder" className="placeholder">
        {t('ct-select-a-video')}
      </div>
    );
  }
  return (
    <div part="video" className="video">
      <iframe src={embed} title={t('ct-video')} loading="lazy" allow="autoplay; fullscreen; camera; microphone" allowFullScreen />
    </div>
  );
}
