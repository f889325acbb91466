/** A third party's frame: titled, lazy, sandboxed, sending only its origin as the referrer. */
export function ThirdPartyFrame({
  part,
  src,
  title,
  sandbox,
  allow,
}: {
  part?: string;
  src: string;
  title: string;
  sandbox: string;
  /** Features the frame may use (a player's); with them it may also go full screen. */
  allow?: string;
}) {
  return (
    <iframe
      part={part}
      src={src}
      title={title}
      loading="lazy"
      sandbox={sandbox}
      allow={allow}
      allowFullScreen={allow ? true : undefined}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
