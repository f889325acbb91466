import type { ElementProps } from '../../src/define.js';
import { Facade, NoVideo } from '../../src/embeds/facade.js';
import { hostedEmbed } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import type { HostedVideoConfig } from './config.js';

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
      {() => <iframe src={embed} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />}
    </Facade>
  );
}
