import type { ElementProps } from '../../src/define.js';
import { ConsentGate, NoVideo } from '../../src/embeds/facade.js';
import { webinarEmbed } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import type { WebinarConfig } from './config.js';

export function Webinar({ config }: ElementProps<WebinarConfig>) {
  const t = useT();
  const embed = webinarEmbed(config.src, String(config.webinarId), String(config.webinarSecret));
  if (!embed) return <NoVideo tag="weft-webinar" address={config.src || String(config.webinarId)} />;
  // The webinar host is a third party that may set marketing cookies: like every other embed, its
  // frame waits for marketing consent, or for the visitor to load this one.
  return (
    <div part="video" className="video">
      <ConsentGate message={t('ct-load-video-consent')} action={t('ct-load-video')}>
        {() => (
          <iframe
            src={embed}
            title={t('ct-video')}
            loading="lazy"
            allow="autoplay; fullscreen; camera; microphone"
            allowFullScreen
          />
        )}
      </ConsentGate>
    </div>
  );
}
