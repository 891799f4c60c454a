import { FormattedMessage, defineMessages } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';

const titles = defineMessages({
  sports: { id: 'page.sports', defaultMessage: 'Sports' },
  live: { id: 'page.live', defaultMessage: 'Live casino' },
  rng: { id: 'page.rng', defaultMessage: 'Slots' },
  table: { id: 'page.table', defaultMessage: 'Table games' },
  fish: { id: 'page.fish', defaultMessage: 'Fishing' },
  pvp: { id: 'page.pvp', defaultMessage: 'Card games' },
  crash: { id: 'page.crash', defaultMessage: 'Crash games' },
  arcade: { id: 'page.arcade', defaultMessage: 'Arcade' },
  elott: { id: 'page.elott', defaultMessage: 'Lottery' },
  news: { id: 'page.news', defaultMessage: 'News' },
  download: { id: 'page.download', defaultMessage: 'Download the app' },
  app: { id: 'page.app', defaultMessage: 'App' },
});

export type ContentKey = keyof typeof titles;
export const CONTENT_KEYS = Object.keys(titles) as ContentKey[];

/** Pages listed for search-engine crawlers (spec 2); their contents come with later features. */
export function ContentPage() {
  const key = useLocation().pathname.split('/').filter(Boolean).pop() as ContentKey;
  return <PageFrame title={<FormattedMessage {...(titles[key] ?? titles.news)} />} />;
}
