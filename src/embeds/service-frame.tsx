/**
 * A third-party service shown in a frame that fills the element (booking calendar, quiz), behind
 * the consent gate; its styles are src/styles/service-frame.css.
 */
import { useEffect } from 'react';
import { ConsentGate } from './facade.js';
import { ThirdPartyFrame } from './frame.js';

/** fullWidth and fullHeight as host attributes, which the element's styles size. */
export function useFullSize(host: HTMLElement, fullWidth: boolean, fullHeight: boolean): void {
  useEffect(() => {
    host.toggleAttribute('data-full-width', fullWidth);
    host.toggleAttribute('data-full-height', fullHeight);
  }, [host, fullWidth, fullHeight]);
}

export interface ServiceFrameProps {
  /** The frame's part name. */
  part: string;
  src: string;
  title: string;
  sandbox: string;
  /** What the consent gate says, and its button's text. */
  consent: { message: string; action: string };
}

/** The service's frame, lazy and titled, once the visitor allows it (the consent gate). */
export function ServiceFrame({ part, src, title, sandbox, consent }: ServiceFrameProps) {
  return (
    <div part="base" className="embed">
      <ConsentGate message={consent.message} action={consent.action}>
        {() => <ThirdPartyFrame part={part} src={src} title={title} sandbox={sandbox} />}
      </ConsentGate>
    </div>
  );
}
