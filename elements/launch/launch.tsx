import { useEffect, useMemo, useRef, useState } from 'react';
import { COPY_CHECK_MS, COPY_FADE_MS } from '../../src/constants.js';
import type { ElementProps } from '../../src/define.js';
import { site } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { Icon } from '../../src/ui/icons.js';
import { isEditor } from '../../src/util/editor.js';
import { local, readCookies } from '../../src/util/storage.js';
import type { LaunchConfig } from './config.js';
import {
  NETWORKS,
  readRanking,
  readReferral,
  shareAddress,
  shareLink,
  sharePage,
  SUBSCRIBER_KEY,
  type Ranking,
} from './share.js';
import { prefersReducedMotion } from '../../src/util/reduced-motion.js';
import { copyText } from '../../src/util/clipboard.js';
import { nameOf } from '../../src/util/name.js';

/** The visitor's ranking, asked once per subscriber id; null until known, or when the call fails. */
function useRanking(subscriber: string | null): Ranking | null {
  const [ranking, setRanking] = useState<Ranking | null>(null);
  useEffect(() => {
    if (!subscriber) return;
    let live = true;
    site
      .get('/cheetah/pixel/ranking', { searchParams: { subscriber_id: subscriber } })
      .json()
      .then((answer) => live && setRanking(readRanking(answer)))
      .catch((error: unknown) => console.error('Weft: the launch ranking could not be loaded', error));
    return () => {
      live = false;
    };
  }, [subscriber]);
  return ranking;
}

export function Launch({ config }: ElementProps<LaunchConfig>) {
  const t = useT();
  const editor = isEditor();
  const referral = useMemo(
    () =>
      readReferral({ search: location.search, hash: location.hash, cookies: readCookies(), stored: local.get(SUBSCRIBER_KEY) }),
    [],
  );
  useEffect(() => {
    if (referral.subscriberFromQuery && referral.subscriber) local.set(SUBSCRIBER_KEY, referral.subscriber);
  }, [referral]);

  const link = useMemo(() => {
    let page = sharePage(config.url, location.href);
    if (!page) {
      console.error(
        `${nameOf('weft-launch')} url "${config.url}" is not a page or an http(s) address; sharing this page instead`,
      );
      page = sharePage('', location.href);
    }
    return page ? shareLink(page, referral) : '';
  }, [config.url, referral]);

  const served = useRanking(editor ? null : referral.subscriber);
  // The editor has no visitor to rank: it previews the owner's sample numbers.
  const ranking: Ranking | null = editor
    ? readRanking({ rank_position: config.rank_position, rank_total: config.rank_total })
    : served;

  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [copied, setCopied] = useState<'no' | 'yes' | 'fading'>('no');
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(link, field.current))) return;
    clearTimeout(timer.current);
    setCopied('yes');
    timer.current = setTimeout(() => {
      if (prefersReducedMotion()) return setCopied('no');
      setCopied('fading');
      timer.current = setTimeout(() => setCopied('no'), COPY_FADE_MS);
    }, COPY_CHECK_MS);
  };

  const position = config.show_ranking && ranking?.position != null && ranking.total != null;
  const registered = config.show_registered && ranking?.registered != null;

  return (
    <div part="root" className={`launch theme-${config.share_theme} align-${config.align}`}>
      {(position || registered) && (
        <div part="ranking" className="ranking">
          {position && (
            <p part="position" className="position">
              {t('ct-ranking', { position: ranking!.position, total: ranking!.total })}
            </p>
          )}
          {registered && (
            <p part="registered" className="registered">
              {t('ct-registered-by-link', { count: ranking!.registered! })}
            </p>
          )}
        </div>
      )}
      {config.show_link && link && (
        <>
          <div className="copy-row">
            <input
              ref={field}
              part="link"
              className="link"
              type="text"
              value={link}
              readOnly
              dir="ltr"
              aria-label={t('ct-share')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" part="copy" className={copied === 'yes' ? 'copy done' : 'copy'} onClick={() => void copy()}>
              <Icon name={copied === 'yes' ? 'check' : 'copy'} />
              {t('ct-copy-link')}
            </button>
          </div>
          <p
            role="status"
            part="copied"
            className={copied === 'fading' ? 'copied fading' : 'copied'}
            style={{ transitionDuration: `${COPY_FADE_MS}ms` }}
          >
            {copied === 'no' ? '' : t('ct-copied')}
          </p>
        </>
      )}
      {config.show_share && link && (
        <ul part="share" className="share">
          {NETWORKS.map((network) => {
            const href = shareAddress(network, link);
            if (!href) return null;
            const email = network.id === 'email';
            const label = email
              ? t('ct-share-by-email')
              : `${t('ct-share-on', { network: network.name })} ${t('ct-opens-new-tab')}`;
            return (
              <li key={network.id}>
                <a
                  part={`share-button share-${network.id}`}
                  className={`network ${network.id}`}
                  href={href}
                  // The mail app opens by itself; a new tab would stay blank.
                  target={email ? undefined : '_blank'}
                  rel={email ? undefined : 'noopener noreferrer'}
                  aria-label={label}
                  title={email ? label : t('ct-share-on', { network: network.name })}
                >
                  <Icon path={network.icon} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
