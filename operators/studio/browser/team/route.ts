import { useEffect, useState } from 'react';

/**
 * The team studio's pages, in the address's hash so the one studio page (/m/studio/) serves them
 * all and a link to a change request can be shared: #/changes/<id>.
 */
export type Route =
  | { page: 'edit' }
  | { page: 'changes'; merchant: string | null }
  | { page: 'change'; id: string }
  | { page: 'history'; merchant: string | null }
  | { page: 'operators' };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  switch (parts[0]) {
    case 'changes':
      return parts[1]
        ? { page: 'change', id: parts[1] }
        : { page: 'changes', merchant: params.get('merchant') };
    case 'history':
      return { page: 'history', merchant: parts[1] ?? null };
    case 'operators':
      return { page: 'operators' };
    default:
      return { page: 'edit' };
  }
}

const enc = encodeURIComponent;

/** The hash of a page, for links. */
export const hrefs = {
  edit: (merchant?: string) => (merchant ? `?tenant=${enc(merchant)}#/` : '#/'),
  changes: (merchant?: string | null) =>
    merchant ? `#/changes?merchant=${enc(merchant)}` : '#/changes',
  change: (id: string) => `#/changes/${enc(id)}`,
  history: (merchant?: string | null) => (merchant ? `#/history/${enc(merchant)}` : '#/history'),
  operators: () => '#/operators',
};

/** The page the address names; follows the back button and links. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const follow = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}

/** Goes to a page (a hash from `hrefs`). */
export function go(hash: string): void {
  location.hash = hash.replace(/^#/, '');
}
