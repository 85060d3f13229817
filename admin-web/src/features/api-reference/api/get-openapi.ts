import { useQuery } from '@tanstack/react-query';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';
import { call } from '../../../lib/api-client.js';

export interface OpenApiSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  format?: string;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters: Array<{ name: string; in: string; required: boolean; description?: string; schema: OpenApiSchema }>;
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** GET /api/openapi.json: the API document (docs/api.md). */
export function useOpenApi() {
  return useQuery({
    queryKey: ['openapi'],
    // The contract's outline types each operation as unknown; this page reads the parts of OpenAPI 3.1 it shows.
    queryFn: async () => (await call(OPENAPI_DOCUMENT)) as unknown as OpenApiDocument,
    staleTime: Infinity,
  });
}
