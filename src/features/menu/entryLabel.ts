import type { MessageDescriptor } from 'react-intl';
import type { MenuEntry } from '../../config/tenant.gen';
import { menuLabels, menuMessages } from './messages';

/** What an entry of each type is called when its label names a text nobody wrote. */
const TYPE_LABELS: Partial<Record<MenuEntry['type'], MessageDescriptor>> = {
  VIP: menuLabels['menu.vip'],
  VIP_BENEFIT: menuLabels['menu.vipBenefit'],
  AGENT: menuLabels['menu.agent'],
  MISSION: menuLabels['menu.mission'],
  SIGN_IN: menuLabels['menu.signIn'],
  RESCUE_FUND: menuLabels['menu.rescueFund'],
  PROMO_CODE: menuLabels['menu.promoCode'],
  REFERRAL: menuLabels['menu.referral'],
  APP_DOWNLOAD: menuLabels['menu.appDownload'],
  CUSTOMER_SERVICE: menuLabels['menu.customerService'],
};

/**
 * The message of an entry's label: a catalogue id, or a merchant text (`merchant.summerCup`,
 * merged into the messages from the tenant file). A label no message answers (a merchant id
 * defined in no language) shows the entry type's own label, never the raw id.
 */
export function entryLabel(
  entry: Pick<MenuEntry, 'label' | 'type'>,
  messages: Readonly<Record<string, unknown>>,
): MessageDescriptor {
  const known = menuLabels[entry.label as keyof typeof menuLabels];
  if (known) return known;
  if (Object.hasOwn(messages, entry.label)) return { id: entry.label };
  return TYPE_LABELS[entry.type] ?? menuMessages.title;
}
