import { useEffect, useState } from 'react';
import type { ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { AreasTable } from '../../src/members/areas-table.js';
import { Profile } from '../../src/members/profile.js';
import { session, validateOnEmbedPage } from '../../src/session/index.js';
import { siteData } from '../../src/base/data.js';
import { homePath } from '../../src/site/resolve.js';
import { inSite, redirect } from '../../src/base/go.js';
import { Icon } from '../../src/ui/icons.js';
import { Tabs } from '../../src/ui/tabs.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import type { UserNavConfig } from './config.js';

export function UserNav({ config }: ElementProps<UserNavConfig>) {
  const t = useT();
  const current = useSignalValue(session);
  // On an embed page (no site runtime) the first members element validates a stored session.
  useEffect(validateOnEmbedPage, []);
  const tabs = config.visibleTabs.filter((tab) => tab === 'profile' || tab === 'areas');
  const [active, setActive] = useState(tabs.includes(config.activeTab) ? config.activeTab : (tabs[0] ?? 'profile'));
  // A new activeTab from the owner (the editor, a host setting the config) opens that tab.
  const [asked, setAsked] = useState(config.activeTab);
  if (asked !== config.activeTab) {
    setAsked(config.activeTab);
    if (tabs.includes(config.activeTab)) setActive(config.activeTab);
  }
  // Only a member logged in with email and password has a profile here; anyone else goes home.
  useEffect(() => {
    if (current && current.type === 'login') return;
    // Outside a site (an embed page) there is no home to go to: the element stays empty.
    if (inSite()) redirect(homePath(siteData()?.pages));
  }, [current]);
  if (!current || current.type !== 'login') return <div part="base" className="user-nav form-root" hidden />;
  return (
    <div part="base" className="user-nav form-root">
      <Tabs
        tabs={tabs.map((tab) => ({
          key: tab,
          label: (
            <>
              {config.iconsEnable && <Icon name={tab === 'profile' ? 'user' : 'lock'} className="icon tab-icon" />}
              {t(tab === 'profile' ? 'ct-profile' : 'ct-areas')}
            </>
          ),
        }))}
        active={active}
        onSelect={setActive}
        label={t('ct-my-account')}
        // The areas panel starts with a table, not a control: the panel itself is the next Tab stop.
        focusablePanel={active === 'areas'}
      >
        {active === 'profile' ? <Profile /> : <AreasTable />}
      </Tabs>
    </div>
  );
}
