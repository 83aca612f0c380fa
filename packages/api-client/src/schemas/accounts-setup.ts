import * as v from 'valibot';
import { answer, type Infer, object, oneOf, type Schema } from './validate';
import { described } from './validation/described';

/** The trial checklist of spec 1 section 4 (stage 2), in its order. */
export const SETUP_STEPS = [
  'invite_colleague',
  'integrate_facebook',
  'ask_for_review',
  'respond_to_review',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupStepAnswer: Schema<SetupStep> = v.picklist(SETUP_STEPS);

/** Spec 1 section 4: the states of a step. */
export const SETUP_STEP_STATES = ['unstarted', 'started', 'completed', 'skipped'] as const;
export type SetupStepState = (typeof SETUP_STEP_STATES)[number];
export const setupStepStateAnswer: Schema<SetupStepState> = v.picklist(SETUP_STEP_STATES);

export const SETUP_STAGES = [1, 2, 3] as const;
/**
 * Trial banner stages (spec 1 section 4): 1 while Google reviews are being fetched (Google not
 * connected or not read yet), 2 while checklist steps are open, 3 once every step is completed
 * or skipped (more sources to connect).
 */
export type SetupStage = (typeof SETUP_STAGES)[number];
export const setupStageAnswer: Schema<SetupStage> = described(
  'Trial banner stages (spec 1 section 4): 1 while Google reviews are being fetched (Google not\nconnected or not read yet), 2 while checklist steps are open, 3 once every step is completed\nor skipped (more sources to connect).',
  v.picklist(SETUP_STAGES),
);

export const setupProgressAnswer = answer(
  described(
    "GET /accounts/{id}/setup_progress: computed from the account's data on every call.",
    v.object({
      account_id: v.number(),
      ask_campaigns_exist: described(
        'A campaign (the ask tool) exists; its step is completed once one was sent.',
        v.boolean(),
      ),
      facebook_integration_exists: described(
        'Facebook is connected (or access was asked for: the step is started).',
        v.boolean(),
      ),
      multiple_users_in_account_exists: v.boolean(),
      responses_exist: described(
        'A response to a review exists; its step is completed once one is published.',
        v.boolean(),
      ),
      google_url_scanned: described(
        'Google reviews were read (a connected Google integration synced, or Google reviews were imported).',
        v.boolean(),
      ),
      google_connected: described(
        'Google is connected (its reviews may still be on their way).',
        v.boolean(),
      ),
      stage: setupStageAnswer,
      steps: v.array(v.object({ step: setupStepAnswer, state: setupStepStateAnswer })),
    }),
  ),
);
/** GET /accounts/{id}/setup_progress: computed from the account's data on every call. */
export interface SetupProgress extends Infer<typeof setupProgressAnswer> {}

/** PUT /accounts/{id}/setup_progress/steps/{step}: skip a step, or take the skip back. */
export const setupStepBody = object({ state: oneOf(['skipped', 'unstarted'] as const) });
export type SetupStepBody = Infer<typeof setupStepBody>;
