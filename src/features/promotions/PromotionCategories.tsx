import { memo, startTransition, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PromotionCategory, PromotionSummary } from '../../api/calls/promotions';
import { promotionArgMessages, promotionMessages } from './messages';
import { ACTIVITY_PATH } from '../../config/routePaths';
import { useAfterPaint } from '../../ui/useAfterPaint';

export interface PromotionCategoriesProps {
  categories: readonly PromotionCategory[];
  maxItems: number;
}

/**
 * A panel's cards, the first `shown`. Memoised: the tap's own render (the tab selected) leaves
 * them alone, the panel's switch a frame later draws them.
 */
const PromotionList = memo(function PromotionList({
  promotions,
  shown,
}: {
  promotions: readonly PromotionSummary[];
  shown: number;
}) {
  return (
    <ul className="promos-list">
      {promotions.slice(0, shown).map((promotion) => (
        <li key={promotion.id}>
          <Link className="promo-card" to={`${ACTIVITY_PATH}?id=${promotion.id}`}>
            <img src={promotion.image} alt="" loading="lazy" decoding="async" />
            <span>{promotion.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});

/**
 * spec 2: promotion categories as tabs, each a list of promotions opening /m/activity?id=. A tab
 * shows `maxItems` at first; "More promotions" adds as many again, so a big merchant's long
 * category is all reachable without making every card at once.
 *
 * A tap on a tab paints the tab pressed first; its panel's cards (new images to draw) follow in
 * the next frame, so the tap's own frame stays as short as a bare tab switch.
 */
export function PromotionCategories({ categories, maxItems }: PromotionCategoriesProps) {
  const intl = useIntl();
  /** The tab selected. */
  const [current, setCurrent] = useState(0);
  /** The tab whose cards the panel shows: the selected one, a frame after a tap. */
  const [showing, setShowing] = useState(0);
  const [shown, setShown] = useState(maxItems);
  const base = useId();
  const afterPaint = useAfterPaint();
  if (categories.length === 0) return null;
  const last = categories.length - 1;
  const index = Math.min(current, last);
  const panel = Math.min(showing, last);
  const category = categories[panel]!;
  const rest = category.promotions.length - shown;
  return (
    <section className="promos" aria-label={intl.formatMessage(promotionMessages.promotions)}>
      <div className="promos-tabs" role="tablist">
        {categories.map((c, i) => (
          <button
            key={c.id}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            className="promos-tab"
            onClick={() => {
              setCurrent(i);
              afterPaint(() =>
                startTransition(() => {
                  setShowing(i);
                  setShown(maxItems);
                }),
              );
            }}
          >
            {c.title}
          </button>
        ))}
      </div>
      {/* The panel holds the list: a role on the <ul> itself would hide its items' list. */}
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${panel}`}
        aria-busy={panel !== index || undefined}
      >
        <PromotionList promotions={category.promotions} shown={shown} />
        {rest > 0 && (
          <button
            type="button"
            className="btn btn-secondary promos-more"
            onClick={() => setShown(shown + maxItems)}
          >
            {intl.formatMessage(promotionArgMessages.more, { count: rest })}
          </button>
        )}
      </div>
    </section>
  );
}
