import { useEffect, useId, useLayoutEffect, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { textStyleCss } from '../../src/ui/text-css.js';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { cssColor } from '../../src/util/color.js';
import { ACCORDION_SET_EVENT, type AccordionConfig } from './config.js';
import { followHeight } from '../../src/ui/grow.js';
import { useResetState } from '../../src/ui/use-reset-state.js';

const ICON_PATHS: Record<string, string[]> = {
  chevron: ['M6 9l6 6 6-6'],
  arrow: ['M9 6l6 6-6 6'],
  // The vertical stroke goes while open: a minus.
  plus: ['M5 12h14', 'M12 5v14'],
};

function AccordionIcon({ name }: { name: string }) {
  const paths = ICON_PATHS[name];
  if (!paths) return null;
  return (
    <svg part="icon" className={`icon accordion-icon icon-${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d, i) => (
        <path key={d} d={d} className={i === 1 ? 'vertical' : undefined} />
      ))}
    </svg>
  );
}

/** The frame's vertical paddings and border, which the header's least height leaves out. */
function frameEdges(config: AccordionConfig & ElementProps<AccordionConfig>['config']): string {
  const border = config.border && typeof config.border === 'object' ? cssLength(config.border.width ?? 0) : undefined;
  const edges = [cssLength(config.paddingTop), cssLength(config.paddingBottom), border, border].filter(Boolean);
  return edges.length ? edges.join(' - ') : '0px';
}

/**
 * A header button that opens and closes a container holding the accordion's child elements (the
 * APG accordion pattern: a heading holding a button with aria-expanded and aria-controls, the
 * container a region named by it).
 */
export function Accordion({ config, device }: ElementProps<AccordionConfig>) {
  const host = useHost();
  const emit = useEmit();
  const id = useId();
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  const [expanded, setExpanded] = useResetState(config.expanded);

  // Its group opens and closes it (one open at a time), from the commit on: a group's message in
  // the task after it showed must not be lost.
  useLayoutEffect(() => {
    const onSet = (event: Event) => {
      const wanted = (event as CustomEvent<{ expanded?: unknown }>).detail?.expanded;
      if (typeof wanted === 'boolean') setExpanded(wanted);
    };
    host.addEventListener(ACCORDION_SET_EVENT, onSet);
    return () => host.removeEventListener(ACCORDION_SET_EVENT, onSet);
  }, [host, setExpanded]);

  // Open, the accordion is as tall as its header plus its container: the height its config gives
  // is the closed one (accordion.css).
  useLayoutEffect(() => {
    host.toggleAttribute('data-expanded', expanded);
  }, [host, expanded]);
  // Placed out of the flow in a panel, the panel grows and shrinks with it.
  useEffect(() => followHeight(host), [host]);

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    emit('accordion-toggle', { expanded: next });
  };

  const style = config.textStyle;
  const closedHeight = cssLength(config.height);
  const headerStyle = {
    ...textStyleCss(style, device, host),
    minHeight: closedHeight ? `calc(${closedHeight} - ${frameEdges(config)})` : undefined,
  } as CSSProperties;
  const border = config.containerBorder;
  const borderWidth = cssLength(border.width);
  const containerStyle = {
    minHeight: cssLength(config.heightContainer),
    border:
      borderWidth && parseFloat(borderWidth) > 0
        ? `${borderWidth} ${border.style || 'solid'} ${cssColor(border.color, host) ?? 'currentColor'}`
        : undefined,
    borderRadius: cssLength(config.containerRadius),
    backgroundColor: cssColor(config.containerBackground, host),
  } as CSSProperties;
  const icon = config.icon === 'none' ? null : <AccordionIcon name={config.icon} />;

  return (
    <div part="base" className={`base icon-${config.iconPosition}${expanded ? ' expanded' : ''}`}>
      <div part="heading" className="heading" role="heading" aria-level={3}>
        <button
          part="header"
          id={headerId}
          type="button"
          className="header"
          aria-expanded={expanded}
          aria-controls={panelId}
          style={headerStyle}
          onClick={toggle}
        >
          {config.iconPosition === 'left' && icon}
          <span part="text" className="text">
            {config.text}
          </span>
          {config.iconPosition === 'right' && icon}
        </button>
      </div>
      <div
        part="container"
        id={panelId}
        className="container"
        role="region"
        aria-labelledby={headerId}
        hidden={!expanded}
        style={containerStyle}
      >
        <slot />
      </div>
    </div>
  );
}
