import type { ShelfReview } from '@rrsp/contract';
import { ShelfLog } from '../../../components/shelf-status/shelf-log.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { fieldLabelsOf } from '../utils/review-fields.ts';
import { ReviewFields } from './review-fields.tsx';
import { ReviewOverview } from './review-overview.tsx';

/** The item under review: overview and fields (changes highlighted) on the left, its history beside them. */
export const ShelfReviewDetail = ({ review }: { review: ShelfReview }) => (
  <div className="shelf-review-columns">
    <div className="shelf-review-columns__main">
      <ReviewOverview review={review} />
      <ReviewFields review={review} />
    </div>
    <aside className="shelf-review-columns__side" aria-label="处理记录">
      <Panel className="workbench-card" title="处理记录">
        <ShelfLog entries={review.log} fieldLabel={fieldLabelsOf(review)} />
      </Panel>
    </aside>
  </div>
);
