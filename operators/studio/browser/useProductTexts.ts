import { useEffect, useState } from 'react';
import { studioApi } from './studioApi';
import type { ProductTexts } from './studioApi';

/** The product's catalogues never change while the studio is open: each is asked for once. */
const cache = new Map<string, Promise<ProductTexts>>();

export function loadProductTexts(language: string): Promise<ProductTexts> {
  let pending = cache.get(language);
  if (!pending) {
    pending = studioApi.productTexts(language);
    // A failed call is asked again next time.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

export interface ProductCatalogues {
  /** Language code → the product's messages in it (EN always asked for). */
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The codes written right to left. */
  rtl: ReadonlySet<string>;
  error: string | null;
}

const NONE: ProductCatalogues = { catalogues: {}, rtl: new Set(), error: null };

/**
 * The product's catalogues of English and the merchant's languages, as they arrive; none asked
 * for while `languages` is null (the Texts tab is not open).
 */
export function useProductTexts(languages: readonly string[] | null): ProductCatalogues {
  const [state, setState] = useState<ProductCatalogues>(NONE);
  const wanted = languages === null ? '' : [...new Set(['EN', ...languages])].join(',');
  useEffect(() => {
    if (wanted === '') return;
    let live = true;
    Promise.all(wanted.split(',').map((l) => loadProductTexts(l)))
      .then((answers) => {
        if (!live) return;
        setState({
          catalogues: Object.fromEntries(answers.map((a) => [a.language, a.messages])),
          rtl: new Set(answers[0]?.rtl ?? []),
          error: null,
        });
      })
      .catch((error: unknown) => {
        if (live)
          setState((s) => ({ ...s, error: `The product's texts did not load: ${String(error)}` }));
      });
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}
