import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_FILE, generateOpenApiClient } from '../../../scripts/generate-openapi-client';

/**
 * test/openapi-client/paths.generated.ts is what openapi-typescript makes of the document; the
 * typecheck runs test/openapi-client/sample.ts over it beside @plaudit/api-client's types. Here:
 * the checked-in file is the current document's (`pnpm --filter @plaudit/api-server openapi:client`).
 */
describe('the client generated from the OpenAPI document', () => {
  it('is checked in as the current document makes it', async () => {
    const current = await generateOpenApiClient();
    expect(
      readFileSync(CLIENT_FILE, 'utf8') === current,
      'test/openapi-client/paths.generated.ts is stale: run pnpm --filter @plaudit/api-server openapi:client',
    ).toBe(true);
  });
});
