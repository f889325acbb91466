import { ThirdPartyFrame } from './frame.js';
import { autoplayEmbed, PLAYER_ALLOW, PLAYER_SANDBOX, type VideoAddress } from './video-address.js';

/**
 * The player for a recognised video address (src/embeds/video-address.ts): a media file in the
 * page's own <video>, anything else in a frame with a title, lazy loading and the narrowest
 * sandbox a hosted player works in. Put it behind the Facade when `video.marketing` is true.
 */
export function VideoFrame({
  video,
  title,
  autoplay = false,
  muted = false,
}: {
  video: VideoAddress;
  title: string;
  autoplay?: boolean;
  muted?: boolean;
}) {
  const src = autoplay ? autoplayEmbed(video, muted) : video.embed;
  if (!src) return null;
  if (video.file) {
    return (
      // Owner-uploaded videos come without caption files, so there is no track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        src={src}
        title={title}
        aria-label={title}
        controls
        autoPlay={autoplay}
        muted={muted}
        playsInline
        preload="metadata"
      />
    );
  }
  return <PlayerFrame src={src} title={title} />;
}

/** A hosted player's frame: titled, lazy, in the narrowest sandbox a hosted player works in. */
export function PlayerFrame({ src, title, part }: { src: string; title: string; part?: string }) {
  return <ThirdPartyFrame part={part} src={src} title={title} sandbox={PLAYER_SANDBOX} allow={PLAYER_ALLOW} />;
}
