/** Triage requests give up after 5 minutes (spec 1 section 9). */
export const TRIAGE_TIMEOUT_MS = 5 * 60 * 1000;

/** The methods /triage answers; PATCH, PUT and DELETE also as POST with X-HTTP-Method-Override. */
export const TRIAGE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type TriageMethod = (typeof TRIAGE_METHODS)[number];

/**
 * The answer of /triage (spec 1 section 7): what reached the server, so the
 * browser can compare it with what it sent. A POST with a method override
 * arrives as the overriding method.
 */
export type TriageEcho = {
  /** The method the server handled (PATCH for a POST with `X-HTTP-Method-Override: PATCH`). */
  method: TriageMethod;
  /** Bytes of the request body the server read. */
  body_bytes: number;
  /** The client's address as the server sees it (behind trusted proxies, the forwarded one). */
  client_address: string;
  user_agent: string | null;
  /** The server's clock, to spot a browser clock that is off. */
  server_time: string;
};
