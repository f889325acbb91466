import { useEffect, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useChildOrder } from '../../src/ui/group-children.js';
import { containerPaddingStyle } from '../../src/ui/group.js';
import { ADD_MENU_AFTER_MS, MENU_TAG, type MenuGroupConfig } from './config.js';

const hasMenu = (host: Element) => [...host.children].some((child) => child.localName === MENU_TAG);

/**
 * Its child elements in a row, horizontalMargin apart. A group still without a menu 3 s after it
 * is drawn gets one (an empty place menu, which the loader upgrades as any tag added later).
 */
export function MenuGroup({ config, device }: ElementProps<MenuGroupConfig>) {
  const host = useHost();
  useChildOrder(host, device);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (hasMenu(host)) return;
      const menu = host.ownerDocument.createElement(MENU_TAG);
      if (host.id) menu.id = `${host.id}-menu`;
      menu.setAttribute('config', '{}');
      host.append(menu);
    }, ADD_MENU_AFTER_MS);
    return () => clearTimeout(timer);
  }, [host]);

  const style = {
    ...containerPaddingStyle(config.containerPadding),
    gap: cssLength(config.horizontalMargin),
    // Read by the place menus inside (place-menu.css): no page mask without backDrop.
    '--weft-menu-backdrop': config.backDrop ? undefined : 'none',
  } as CSSProperties;
  return (
    <div part="base" className="base" style={style}>
      <slot />
    </div>
  );
}
