import { useEffect, useMemo, useRef, useState } from 'react';
import { Placeholder } from '../../src/ui/placeholder.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { ConsentGate } from '../../src/embeds/facade.js';
import { useT } from '../../src/i18n/index.js';
import { language as visitorLanguage } from '../../src/i18n/language.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import type { CheckoutConfig } from './config.js';
import { checkoutRtl, startWidget, type CheckoutOptions } from './widget.js';
import { Spinner } from '../../src/ui/spinner.js';
import { nameOf } from '../../src/util/name.js';

/** The element's box follows the widget's height, checked this often (elements-content.md §9). */
export const CHECKOUT_HEIGHT_CHECK_MS = 500;

/** The slot the widget's container fills: a light-DOM child, so the widget's page styles reach it. */
const WIDGET_SLOT = 'widget';

type Status = 'loading' | 'ready' | 'failed';

function Widget({ config, host }: { config: CheckoutConfig; host: HTMLElement }) {
  const t = useT();
  const visitor = useSignalValue(visitorLanguage);
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const language = config.language.trim() || visitor;
  const rtl = checkoutRtl(language);
  const options: CheckoutOptions = useMemo(
    () => ({
      type: config.type,
      sellableHash: config.sellableHash.trim(),
      baloon_text: config.baloon_text,
      buy_button_text: config.buy_button_text,
      buy_button_subtext: config.buy_button_subtext,
      pay_button_text: config.pay_button_text,
      bottom_info: config.bottom_info,
      steps: config.steps,
      language,
      rtl,
    }),
    [config, language, rtl],
  );
  const version = config.version.trim() || '1';
  // Redrawn only when what the widget is given changes.
  const key = `${JSON.stringify(options)}|${version}`;

  useEffect(() => {
    const container = document.createElement('div');
    container.slot = WIDGET_SLOT;
    container.className = 'weft-checkout-widget';
    if (rtl) container.dir = 'rtl';
    host.append(container);
    let live = true;
    let handle: { destroy?(): void } | null = null;
    setStatus('loading');
    startWidget(container, options, version).then(
      (drawn) => {
        handle = drawn;
        if (live) setStatus('ready');
        else handle?.destroy?.();
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`${nameOf(host)} could not start the checkout: ${(error as Error).message}`);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
      try {
        handle?.destroy?.();
      } catch (error) {
        console.error(`${nameOf(host)} could not close the checkout widget`, error);
      }
      container.remove();
    };
    // options and version are in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);

  // The box takes the widget's height, which changes as the visitor goes through its steps.
  useEffect(() => {
    if (status !== 'ready') return;
    const follow = () => {
      const container = host.querySelector<HTMLElement>(`:scope > [slot="${WIDGET_SLOT}"]`);
      const inner = box.current;
      if (!container || !inner) return;
      const content = container.offsetHeight;
      if (content <= 0) return;
      // The frame's paddings and borders around the widget.
      const around = host.offsetHeight - inner.offsetHeight;
      const height = `${content + around}px`;
      if (host.style.getPropertyValue('height') !== height) host.style.setProperty('height', height);
    };
    const timer = setInterval(follow, CHECKOUT_HEIGHT_CHECK_MS);
    return () => {
      clearInterval(timer);
      host.style.removeProperty('height');
    };
  }, [status, host]);

  return (
    <div ref={box} part="checkout" className="checkout" dir={rtl ? 'rtl' : undefined} aria-busy={status === 'loading'}>
      <slot name={WIDGET_SLOT} />
      {status === 'loading' && <Spinner part="loading" label={t('ct-creating-checkout')} showLabel />}
      {status === 'failed' && (
        <p part="error" className="error" role="alert">
          {t('ct-checkout-error')}
        </p>
      )}
    </div>
  );
}

export function Checkout({ config }: ElementProps<CheckoutConfig>) {
  const t = useT();
  const host = useHost();
  // Without a max width of its own, the steps decide: 768px for three, else 450px (§9).
  const ownMaxWidth = config.maxWidth !== null && config.maxWidth !== '';
  useEffect(() => {
    if (ownMaxWidth) host.removeAttribute('data-max-width');
    else host.setAttribute('data-max-width', config.steps === 3 ? 'wide' : 'narrow');
  }, [host, ownMaxWidth, config.steps]);
  if (!config.sellableHash.trim()) return <Placeholder>{t('ct-select-checkout')}</Placeholder>;
  return (
    <div part="base" className="base">
      <ConsentGate message={t('ct-load-checkout-consent')} action={t('ct-load-checkout')}>
        {() => <Widget config={config} host={host} />}
      </ConsentGate>
    </div>
  );
}
