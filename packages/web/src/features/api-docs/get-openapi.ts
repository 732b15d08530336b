import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { OpenApiDocument } from './openapi';

/** The API's OpenAPI document; it needs the bearer token, which is why the app fetches it, not the browser. */
export function useOpenApi() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: () => api.get<OpenApiDocument>('docs/openapi.json'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const downloadOpenApi = () => api.download('docs/openapi.json', 'openapi.json');
