import answerSchemas from './answer-schemas.generated.json' with { type: 'json' };

const ERROR = { $ref: '#/components/schemas/Error' };
// Every JSON answer, errors included, goes out as `application/hal+json; version=1`.
const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/hal+json': { schema: ERROR } },
});
/** Refusals a route may give, by status, beside the ones every route gives. */
export const REFUSALS: Record<number, string> = {
  402: 'PaymentRequired',
  409: 'Conflict',
  413: 'TooLarge',
  415: 'UnsupportedMediaType',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  502: 'ProviderFailed',
  503: 'Unavailable',
};

/** The document's shared parts: security schemes, answer schemas and refusals. */
export const COMPONENTS = {
  securitySchemes: {
    basicAuth: {
      type: 'http',
      scheme: 'basic',
      description:
        'HTTP Basic with the e-mail as user name and the session token (POST /api/auth) as password.',
    },
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description:
        "A partner app's OAuth 2 access token (POST /api/oauth/token), narrowed to its scopes.",
    },
    ticket: {
      type: 'apiKey',
      in: 'query',
      name: 'ticket',
      description:
        'A single-use ticket from POST /api/realtime/{channel}/tickets (60 s); EventSource sends no headers.',
    },
    signedLink: {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description: 'The token of a link Plaudit e-mailed or handed out (an export download).',
    },
  },
  schemas: {
    ...answerSchemas,
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: { type: 'string', description: 'A message a person can read' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    HalList: {
      type: 'object',
      required: ['_embedded', '_total', '_total_pages', '_page', '_per_page', '_links'],
      properties: {
        _embedded: { type: 'object' },
        _total: { type: 'integer' },
        _total_pages: { type: 'integer' },
        _page: { type: 'integer' },
        _per_page: { type: 'integer' },
        _links: {
          type: 'object',
          properties: Object.fromEntries(
            ['self', 'first', 'prev', 'next', 'last'].map((rel) => [
              rel,
              {
                type: ['object', 'null'],
                properties: { href: { type: 'string' } },
              },
            ]),
          ),
        },
      },
    },
  },
  responses: {
    BadRequest: errorAnswer('The input is not valid; the message names the field'),
    Unauthorized: errorAnswer('No valid session'),
    Forbidden: errorAnswer("The user's permissions do not allow this"),
    NotFound: errorAnswer('Not found, or another account’s'),
    NotAcceptable: errorAnswer(
      'The Accept header asks for an API version this server does not have',
    ),
    PaymentRequired: errorAnswer(
      "The account's trial has ended or its subscription has lapsed: only billing is open",
    ),
    Conflict: errorAnswer('The request conflicts with the record as it is now'),
    TooLarge: errorAnswer('The request body is over its limit; the connection may close'),
    UnsupportedMediaType: errorAnswer('The body is not of a type this route reads'),
    Unprocessable: errorAnswer('The request is valid but was refused (a card declined)'),
    TooManyRequests: errorAnswer('Over the request limit: wait as Retry-After says', {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
    }),
    ProviderFailed: errorAnswer('An outside service (a review site, billing) failed'),
    Unavailable: errorAnswer('The service is not available now; try again later'),
  },
};
