import * as v from 'valibot';
import { answer, type Infer, type Schema } from './validate';
import { described } from './validation/described';

/** Triage requests give up after 5 minutes (spec 1 section 9). */
export const TRIAGE_TIMEOUT_MS = 5 * 60 * 1000;

/** The methods /triage answers; PATCH, PUT and DELETE also as POST with X-HTTP-Method-Override. */
export const TRIAGE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type TriageMethod = (typeof TRIAGE_METHODS)[number];
export const triageMethodAnswer: Schema<TriageMethod> = v.picklist(TRIAGE_METHODS);

export const triageEchoAnswer = answer(
  described(
    'The answer of /triage (spec 1 section 7): what reached the server, so the\nbrowser can compare it with what it sent. A POST with a method override\narrives as the overriding method.',
    v.object({
      method: described(
        'The method the server handled (PATCH for a POST with `X-HTTP-Method-Override: PATCH`).',
        triageMethodAnswer,
      ),
      body_bytes: described('Bytes of the request body the server read.', v.number()),
      client_address: described(
        "The client's address as the server sees it (behind trusted proxies, the forwarded one).",
        v.string(),
      ),
      user_agent: v.nullable(v.string()),
      server_time: described(
        "The server's clock, to spot a browser clock that is off.",
        v.string(),
      ),
    }),
  ),
);
/**
 * The answer of /triage (spec 1 section 7): what reached the server, so the
 * browser can compare it with what it sent. A POST with a method override
 * arrives as the overriding method.
 */
export interface TriageEcho extends Infer<typeof triageEchoAnswer> {}
