import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../config/routePaths';

export interface PageFrameProps {
  title: ReactNode;
  children?: ReactNode;
  /** Show a back link to home. */
  back?: boolean;
}

/** The frame every routed page renders in: a heading and its content. */
export function PageFrame({ title, children, back = true }: PageFrameProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-head">
        {back ? (
          <Link to={HOME_PATH} className="page-back">
            <span aria-hidden="true" className="page-back-icon">
              ‹
            </span>
            <FormattedMessage id="nav.back" defaultMessage="Back" />
          </Link>
        ) : null}
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
      </div>
      <div className="page-body">{children}</div>
    </section>
  );
}
