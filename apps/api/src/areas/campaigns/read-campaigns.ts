import { can } from '../../http/derive-permissions';
import { forbidden } from '../../http/errors';
import { guard } from '../../http/permissions';

/**
 * Reading the ask tool: campaign read, or request read (a Read Only user has only the
 * latter: they see campaigns and their results but cannot write or send).
 */
export const allowCampaignRead = guard((auth) => {
  if (!can(auth.permissions, 'campaign', 'read') && !can(auth.permissions, 'request', 'read'))
    throw forbidden();
});
