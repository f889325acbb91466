import type { ElementProps } from '../../src/define.js';
import { Placeholder } from '../../src/ui/placeholder.js';
import { Facade } from '../../src/embeds/facade.js';
import { PlayerFrame } from '../../src/embeds/player.js';
import { useT } from '../../src/i18n/index.js';
import { videoManagerEmbed, type VideoManagerConfig } from './config.js';

export function VideoManager({ config }: ElementProps<VideoManagerConfig>) {
  const t = useT();
  const embed = videoManagerEmbed(config);
  if (!embed) return <Placeholder>{t('ct-select-panda-video')}</Placeholder>;
  const title = t('ct-video');
  // A third party: the frame waits for marketing consent (or the visitor's one-off load), then
  // loads once in view; whether it plays at once is the service's autoplay flag.
  return (
    <Facade title={title} marketing autoplay>
      {() => <PlayerFrame part="player" src={embed} title={title} />}
    </Facade>
  );
}
