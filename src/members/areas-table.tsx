/**
 * The member's areas in the user navigation (elements-content.md §3–5): name, description, expiry
 * date (only when some area has one), status and 'Go to area', from `GET /website/user/get-info`.
 * The decisions (status, expiry, destination) are areas.ts's.
 */
import { useEffect, useState } from 'react';
import { onSite } from '../http/hosts.js';
import { members, unwrap } from '../http/index.js';
import { activeLanguage, useT } from '../i18n/index.js';
import { siteData } from '../base/data.js';
import { go } from '../base/go.js';
import { Alert } from '../ui/field.js';
import { useSignalValue } from '../base/use-signal.js';
import { areaDestination, areaEnabled, areaExpiry, formatExpiry, type MemberArea } from './areas.js';
import { openCourse } from './course.js';

async function goToArea(area: MemberArea): Promise<void> {
  const destination = areaDestination(area, siteData()?.pages);
  // The course address from the server, with the service's login parameters; the no-access modal without one.
  if (destination.kind === 'course') return openCourse(destination.areaId, { newTab: destination.newTab });
  // On an embedding page, the area's page on the site (data-site).
  go(onSite(destination.path));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function AreasTable() {
  const t = useT();
  const [rows, setRows] = useState<MemberArea[] | null>(null);
  const [failed, setFailed] = useState(false);
  const language = useSignalValue(activeLanguage);
  useEffect(() => {
    let live = true;
    unwrap<{ restrict_permissions?: unknown } | null>(members.get('/website/user/get-info'))
      .then((data) => {
        const list = data?.restrict_permissions;
        if (live) setRows(Array.isArray(list) ? list.filter((a): a is MemberArea => Boolean(a) && typeof a === 'object') : []);
      })
      .catch((error: unknown) => {
        console.error('Weft: the member’s areas could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Alert kind="danger">{t('ct-error')}</Alert>;
  if (!rows)
    return (
      <p role="status" className="loading">
        {t('ct-loading')}
      </p>
    );
  const withExpiry = rows.some((row) => areaExpiry(row));
  return (
    <table part="areas" className="areas">
      <thead>
        <tr>
          <th scope="col">{t('ct-name')}</th>
          <th scope="col">{t('ct-description')}</th>
          {withExpiry && <th scope="col">{t('ct-expiry-date')}</th>}
          <th scope="col">{t('ct-status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('ct-go-to-area')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const enabled = areaEnabled(row);
          const name = text(row.name);
          return (
            <tr key={i}>
              <th scope="row">{name}</th>
              <td>{text(row.description)}</td>
              {withExpiry && <td>{formatExpiry(areaExpiry(row), language)}</td>}
              <td>
                <span className={enabled ? 'status on' : 'status off'}>{t(enabled ? 'ct-active' : 'ct-inactive')}</span>
              </td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={!enabled}
                  onClick={() => void goToArea(row)}
                  aria-label={`${t('ct-go-to-area')}: ${name}`}
                >
                  {t('ct-go-to-area')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
