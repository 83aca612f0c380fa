import type { Db } from '../../db/open-database';
import { loadCustomSender } from '../../domain/custom-sender';
import type { RequestBrand } from './compose-request';

const HEX = /^#[0-9a-fA-F]{6}$/;
const PLAUDIT_COLOR = '#1f2a44';

/**
 * How a location's requests and request pages look: its public name, the business name and
 * the white label's colour and logo (the account's own, else its partner's), or the account's
 * confirmed custom e-mail sender with its own colour and logo. Colours that are not plain
 * #rrggbb fall back to Plaudit's, so nothing else reaches a style.
 */
export async function loadRequestBrand(
  db: Db,
  accountId: number,
  locationId: number,
): Promise<RequestBrand | null> {
  const row = await db
    .selectFrom('locations as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .leftJoin('accounts as p', 'p.id', 'a.parent_id')
    .leftJoin('whitelabels as w', (j) =>
      j.on((eb) => eb('w.id', '=', eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id'))),
    )
    .select([
      'l.public_name',
      'l.name',
      'a.name as account_name',
      'w.navigation_background_color as color',
      'w.logo_left as logo',
    ])
    .where('l.id', '=', locationId)
    .where('l.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const sender = await loadCustomSender(db, accountId);
  const color = sender?.color ?? row.color;
  const logo = sender?.logo ?? row.logo;
  return {
    business_name: row.account_name,
    location_name: row.public_name || row.name,
    color: color && HEX.test(color) ? color : PLAUDIT_COLOR,
    logo: logo && /^https?:\/\//.test(logo) ? logo : null,
    ...(sender ? { from: sender.from } : {}),
  };
}
