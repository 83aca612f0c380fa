import { type CompetitorStats, errorMessage } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import {
  formatCount,
  formatRating,
  formatShare,
  positiveShare,
  COMPETITORS_TEXT as T,
} from './competitors-format';

/** The four figure columns of the competitor tables, after the place or brand column. */
export function StatHeadCells() {
  return (
    <>
      <th scope="col" className="cmp-num">
        Average rating
      </th>
      <th scope="col" className="cmp-num">
        Reviews
      </th>
      <th scope="col" className="cmp-num">
        Response rate
      </th>
      <th scope="col" className="cmp-num">
        Positive
      </th>
    </>
  );
}

/** One row's figures under StatHeadCells. */
export function StatCells({ s }: { s: CompetitorStats }) {
  return (
    <>
      <td className="cmp-num">{formatRating(s.average_rating)}</td>
      <td className="cmp-num">{formatCount(s.reviews)}</td>
      <td className="cmp-num">{formatShare(s.response_rate)}</td>
      <td className="cmp-num">{formatShare(positiveShare(s.sentiment))}</td>
    </>
  );
}

/** A report that could not be loaded: the reason and Try again. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="cmp-message" role="alert">
      <p>
        <strong>{errorMessage(error, T.loadError)}</strong>
      </p>
      <Button type="button" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
