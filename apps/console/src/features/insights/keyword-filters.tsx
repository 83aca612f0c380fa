import type { DateDescriptor } from '@plaudit/hooks';
import { useSearchParams } from 'react-router';
import { FilterBar } from '../filters/FilterBar';
import { resetParams } from './keyword-logic';
import './keywords.css';
import { Button } from '@plaudit/ui-kit';

/** The keyword pages' default date range. */
export const DEFAULT_RANGE: DateDescriptor = 'sixMonths';
const HIDDEN: readonly DateDescriptor[] = ['fourteenDays'];

/** The shared filter bar as the keyword pages use it. */
export function KeywordFilters() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="kw-filters">
      <FilterBar
        label="Keyword filters"
        defaultDateDescriptor={DEFAULT_RANGE}
        hiddenDescriptors={HIDDEN}
        controls={['group', 'location', 'source', 'rating', 'sentiment', 'category']}
        sentimentKind="keywords"
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => setParams(resetParams(params))}
      >
        Reset filters
      </Button>
    </div>
  );
}
