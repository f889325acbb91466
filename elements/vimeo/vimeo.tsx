import type { ElementProps } from '../../src/define.js';
import { Facade, NoVideo } from '../../src/embeds/facade.js';
import { vimeoEmbed } from '../../src/embeds/urls.js';
import { useT } from '../../src/i18n/index.js';
import type { VimeoConfig } from './config.js';

export function Vimeo({ config }: ElementProps<VimeoConfig>) {
  const t = useT();
  const embed = vimeoEmbed(config.src, { autoplay: config.checkBoxAutoPlay, loop: config.checkBoxLoop });
  if (!embed) return <NoVideo tag="weft-vimeo" address={config.src} />;
  const title = t('ct-video');
  return (
    <Facade title={title} marketing autoplay={config.checkBoxAutoPlay}>
      {({ byClick }) => (
        <iframe
          src={vimeoEmbed(config.src, { autoplay: config.checkBoxAutoPlay, loop: config.checkBoxLoop, byClick }) ?? embed}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </Facade>
  );
}
