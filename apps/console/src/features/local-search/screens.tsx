import { usePermission } from '@plaudit/hooks';
import { LocalSearchRanks } from './LocalSearchPage';
import { LocalSearchPreview } from './LocalSearchPreview';

/**
 * /local-search (spec 1 section 6: local_search preview or read). With read, the
 * ranks; with preview only (the account's local_search setting is off), the preview.
 */
export function LocalSearchPage() {
  const { can } = usePermission();
  return can('local_search', 'read') ? <LocalSearchRanks /> : <LocalSearchPreview />;
}
