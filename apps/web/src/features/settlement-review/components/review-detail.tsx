import type { SettlementReview } from '@rrsp/contract';
import { ApplicationFields } from './application-fields.tsx';
import { CheckList } from './check-list.tsx';
import { LicenceCard } from './licence-card.tsx';
import { ReviewHistory } from './review-history.tsx';
import { ReviewOverview } from './review-overview.tsx';

/**
 * The application under review: overview, fields (changes highlighted) and history on the left; the checklist and
 * the licence on the right, kept in view while the operator reads the fields against them.
 */
export const ReviewDetail = ({ review }: { review: SettlementReview }) => (
  <div className="review-columns">
    <div className="review-columns__main">
      <ReviewOverview review={review} />
      <ApplicationFields review={review} />
      <ReviewHistory log={review.log} />
    </div>
    <aside className="review-columns__side" aria-label="核验与营业执照">
      <CheckList checks={review.checks} />
      <LicenceCard review={review} />
    </aside>
  </div>
);
