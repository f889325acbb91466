import { useEffect } from 'react';
import type { ElementProps } from '../../src/define.js';
import { Facade, NoVideo } from '../../src/embeds/facade.js';
import { hostedEmbed, HOSTED_PLAYER_SCRIPT } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import { addScriptOnce } from '../../src/util/script.js';
import type { HostedVideoConfig } from './config.js';

/** The platform's player; its script joins the page head when the first player appears, once per page. */
function Player({ src, title }: { src: string; title: string }) {
  useEffect(() => void addScriptOnce(HOSTED_PLAYER_SCRIPT), []);
  return <iframe src={src} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />;
}

export function HostedVideo({ config }: ElementProps<HostedVideoConfig>) {
  const t = useT();
  const embed = hostedEmbed(
    String(config.videoConfigs.id ?? ''),
    String(config.videoConfigs.video_player ?? ''),
    config.checkBoxAutoPlay,
  );
  if (!embed) return <NoVideo tag="weft-hosted-video" />;
  const title = t('ct-video');
  // The builder's own platform: no third-party cookies, so no consent wait; the facade keeps it light.
  return (
    <Facade title={title} marketing={false} autoplay={config.checkBoxAutoPlay}>
      {({ byClick }) => (
        <Player
          // After the visitor's Play, the player starts at once (autoplay=true): one click plays it.
          src={
            byClick
              ? (hostedEmbed(String(config.videoConfigs.id ?? ''), String(config.videoConfigs.video_player ?? ''), true) ?? embed)
              : embed
          }
          title={title}
        />
      )}
    </Facade>
  );
}
