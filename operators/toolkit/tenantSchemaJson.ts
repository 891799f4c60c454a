/**
 * The tenant schema's files as static JSON imports: the same documents as schemas/, read with no
 * file access, so pure code (fieldSummary.ts, which the studio's browser part imports) can bundle
 * the schema itself. tenantSchemaJson.test.ts checks the list against schemas/ on disk.
 */
import { inlineSchema } from './inlineSchema.ts';
import type { SchemaObject } from './inlineSchema.ts';
import auth from '../../schemas/auth.schema.json';
import captcha from '../../schemas/captcha.schema.json';
import customerService from '../../schemas/customer-service.schema.json';
import defs from '../../schemas/defs.schema.json';
import downloads from '../../schemas/downloads.schema.json';
import flags from '../../schemas/flags.schema.json';
import games from '../../schemas/games.schema.json';
import languages from '../../schemas/languages.schema.json';
import manifest from '../../schemas/manifest.schema.json';
import menu from '../../schemas/menu.schema.json';
import push from '../../schemas/push.schema.json';
import template from '../../schemas/template.schema.json';
import tenant from '../../schemas/tenant.schema.json';
import texts from '../../schemas/texts.schema.json';
import theme from '../../schemas/theme.schema.json';
import tracking from '../../schemas/tracking.schema.json';
import whitelabel from '../../schemas/whitelabel.schema.json';
import widgetList from '../../schemas/widgets.schema.json';
import widgetAnnouncementMarquee from '../../schemas/widgets/announcementMarquee.schema.json';
import widgetAppHeader from '../../schemas/widgets/appHeader.schema.json';
import widgetBannerCarousel from '../../schemas/widgets/bannerCarousel.schema.json';
import widgetCustomerServiceButton from '../../schemas/widgets/customerServiceButton.schema.json';
import widgetDownloadBar from '../../schemas/widgets/downloadBar.schema.json';
import widgetGameLanes from '../../schemas/widgets/gameLanes.schema.json';
import widgetInstallPrompt from '../../schemas/widgets/installPrompt.schema.json';
import widgetMenuGrid from '../../schemas/widgets/menuGrid.schema.json';
import widgetPromotionCategories from '../../schemas/widgets/promotionCategories.schema.json';
import widgetPushOptIn from '../../schemas/widgets/pushOptIn.schema.json';
import widgetStatusNotices from '../../schemas/widgets/statusNotices.schema.json';
import widgetUnreadInbox from '../../schemas/widgets/unreadInbox.schema.json';
import widgetVipProgress from '../../schemas/widgets/vipProgress.schema.json';

type SchemaDocument = SchemaObject & { $id: string };

/** Every file of schemas/, by its $id. */
export const TENANT_SCHEMA_DOCUMENTS: readonly SchemaDocument[] = [
  auth,
  captcha,
  customerService,
  defs,
  downloads,
  flags,
  games,
  languages,
  manifest,
  menu,
  push,
  template,
  tenant,
  texts,
  theme,
  tracking,
  whitelabel,
  widgetList,
  widgetAnnouncementMarquee,
  widgetAppHeader,
  widgetBannerCarousel,
  widgetCustomerServiceButton,
  widgetDownloadBar,
  widgetGameLanes,
  widgetInstallPrompt,
  widgetMenuGrid,
  widgetPromotionCategories,
  widgetPushOptIn,
  widgetStatusNotices,
  widgetUnreadInbox,
  widgetVipProgress,
] as unknown as readonly SchemaDocument[];

const ROOT_ID = 'https://schemas.mobile-web.local/tenant.schema.json';

let bundled: SchemaObject | undefined;

/** The bundled tenant schema (as bundleTenantSchema() makes it from the files on disk). */
export function tenantSchema(): SchemaObject {
  if (!bundled) {
    const root = TENANT_SCHEMA_DOCUMENTS.find((d) => d.$id === ROOT_ID);
    if (!root) throw new Error('tenant.schema.json is missing from TENANT_SCHEMA_DOCUMENTS');
    bundled = inlineSchema(root, TENANT_SCHEMA_DOCUMENTS);
  }
  return bundled;
}
