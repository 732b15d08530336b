import { useQuery } from '@tanstack/react-query';
import { openApiDocument } from '@trust/contract/answers';
import { api } from '../../api/client';
import type { OpenApiDocument } from './openapi';

/** The API's OpenAPI document; it needs the bearer token, which is why the app fetches it, not the browser. */
export function useOpenApi() {
  return useQuery({
    queryKey: ['openapi'],
    // The screen reads the parts of the document it shows (see openapi.ts); the contract checks its frame.
    queryFn: async (): Promise<OpenApiDocument> =>
      (await api.get('docs/openapi.json', openApiDocument)) as OpenApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const downloadOpenApi = () => api.download('docs/openapi.json', 'openapi.json');
