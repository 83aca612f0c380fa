import { type Infer, object, oneOf } from './validate';

/** The trial checklist of spec 1 section 4 (stage 2), in its order. */
export const SETUP_STEPS = [
  'invite_colleague',
  'integrate_facebook',
  'ask_for_review',
  'respond_to_review',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Spec 1 section 4: the states of a step. */
export const SETUP_STEP_STATES = ['unstarted', 'started', 'completed', 'skipped'] as const;
export type SetupStepState = (typeof SETUP_STEP_STATES)[number];

/**
 * Trial banner stages (spec 1 section 4): 1 while Google reviews are being fetched (Google not
 * connected or not read yet), 2 while checklist steps are open, 3 once every step is completed
 * or skipped (more sources to connect).
 */
export type SetupStage = 1 | 2 | 3;

/** GET /accounts/{id}/setup_progress: computed from the account's data on every call. */
export type SetupProgress = {
  account_id: number;
  /** A campaign (the ask tool) exists; its step is completed once one was sent. */
  ask_campaigns_exist: boolean;
  /** Facebook is connected (or access was asked for: the step is started). */
  facebook_integration_exists: boolean;
  multiple_users_in_account_exists: boolean;
  /** A response to a review exists; its step is completed once one is published. */
  responses_exist: boolean;
  /** Google reviews were read (a connected Google integration synced, or Google reviews were imported). */
  google_url_scanned: boolean;
  /** Google is connected (its reviews may still be on their way). */
  google_connected: boolean;
  stage: SetupStage;
  steps: { step: SetupStep; state: SetupStepState }[];
};

/** PUT /accounts/{id}/setup_progress/steps/{step}: skip a step, or take the skip back. */
export const setupStepBody = object({ state: oneOf(['skipped', 'unstarted'] as const) });
export type SetupStepBody = Infer<typeof setupStepBody>;
