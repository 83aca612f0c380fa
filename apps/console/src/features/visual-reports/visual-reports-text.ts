import type { VisualReport } from '@plaudit/api-client';
import { DATE_DESCRIPTOR_LABELS, type DateDescriptor } from '@plaudit/api-client';

/** The texts of the visual reports screens (the spec names the area "reports"; the rest is ours). */
export const VR_TEXT = {
  title: 'Reports',
  intro:
    'Reports you build from charts of your ratings, reviews and responses, to share with your team, print, download or send by e-mail.',
  create: 'Create report',
  emptyTitle: 'No reports yet',
  emptyDescription:
    'Build a report from blocks such as rating over time, reviews by source or response rate, then share it, print it or have it e-mailed every week.',
  loadError: 'The reports could not be loaded.',
  reportError: 'The report could not be loaded.',
  dataError: 'The figures of this report could not be loaded.',
  saved: 'Report saved',
  deleted: 'Report deleted',
  duplicated: 'Report duplicated',
  saveError: 'The report could not be saved.',
  deleteError: 'The report could not be deleted.',
  back: 'Back to Reports',
} as const;

export const SHARING_LABELS: Record<VisualReport['sharing'], string> = {
  private: 'Only me',
  users: 'Chosen users',
  account: 'Everyone in the account',
};

export const dateLabel = (d: string) => DATE_DESCRIPTOR_LABELS[d as DateDescriptor] ?? d;

export function sharingText(r: Pick<VisualReport, 'sharing' | 'shared_user_ids'>): string {
  if (r.sharing === 'users')
    return `Shared with ${r.shared_user_ids.length} ${r.shared_user_ids.length === 1 ? 'user' : 'users'}`;
  return r.sharing === 'account' ? 'Shared with everyone' : 'Private';
}
