import { observer } from 'mobx-react-lite';
import { useSettled } from '../../ui/SettleGate';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlayerRankProgress } from '../../api/calls/vip';
import { useStores } from '../module';
import type { WidgetComponent } from '../module';
import { memberArgMessages, memberMessages } from './messages';
import { vipProgressView } from './vipProgress';
import './member.css';

/** spec 2 and 5: the member's VIP label and the way to the next one. */
export function VipProgressView({ progress }: { progress: PlayerRankProgress }) {
  const intl = useIntl();
  const view = vipProgressView(progress);
  const percent = Math.round(view.value * 100);
  // As the language writes a percentage: %50 in Turkish, 50 % in French, ৫০% in Bengali.
  const percentText = intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <section className="vip-progress" aria-label={intl.formatMessage(memberMessages.vipTitle)}>
      <div className="vip-progress-head">
        <span className="vip-progress-label">{view.label ?? 'VIP'}</span>
        <span className="vip-progress-percent">{percentText}</span>
      </div>
      <div
        className="vip-progress-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
        aria-label={intl.formatMessage(memberMessages.vipTitle)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-progress-next">
        {view.next ? (
          <FormattedMessage
            {...memberArgMessages.vipNext}
            values={{ next: view.next, completed: view.completed, total: view.total }}
          />
        ) : (
          <FormattedMessage {...memberMessages.vipTop} />
        )}
      </p>
    </section>
  );
}

/** The vipProgress widget: the member data's rank progress (loaded on login), members only. */
export const VipProgressWidget: WidgetComponent<'vipProgress'> = observer(
  function VipProgressWidget() {
    const { auth, session } = useStores();
    const member = auth.member.current;
    useEffect(() => {
      if (session.isLoggedIn) void auth.member.load().catch(() => undefined);
    }, [auth, session.isLoggedIn]);
    // A failed call leaves it null: the home's own time limit shows the page then.
    useSettled(!session.isLoggedIn || Boolean(member?.rankProgress));
    const progress = session.isLoggedIn ? member?.rankProgress : null;
    return progress ? <VipProgressView progress={progress} /> : null;
  },
);

// Above the banners (th-line), the bar holds them until the member's rank progress is in: it is
// asked for at boot too (decision 0011).
VipProgressWidget.prepare = async ({ auth, session }) => {
  if (!session.isLoggedIn) return;
  const member = await auth.member.load();
  await member.prepareRankProgress();
};
