import type { SetupProgress, SetupStep, SetupStepBody } from '../schemas/accounts-setup';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

/** GET /accounts/{id}/setup_progress: the trial banner's stage and checklist, from real data. */
export function getSetupProgress(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<SetupProgress> {
  return client.request<SetupProgress>('GET', `/accounts/${accountId}/setup_progress`, options);
}

/** PUT /accounts/{id}/setup_progress/steps/{step}: skip a checklist step, or take the skip back. */
export function updateSetupStep(
  client: Client,
  accountId: Id,
  step: SetupStep,
  body: SetupStepBody,
  options?: CallOptions,
): Promise<SetupProgress> {
  return client.request<SetupProgress>(
    'PUT',
    `/accounts/${accountId}/setup_progress/steps/${step}`,
    { ...options, body },
  );
}

export const accountsSetup = { progress: getSetupProgress, updateStep: updateSetupStep };
