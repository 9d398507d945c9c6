// The answers of the OpenAPI document: schemas rendered from the endpoint table's response types
// (@studio/domain `endpoints`; test/api/endpoint-schemas.spec.ts renders rendered-responses.json).
import type { OpenAPIObject } from '@nestjs/swagger';
import rendered from './rendered-responses.json';

type Schema = Record<string, unknown>;
const { responses, definitions } = rendered as { responses: Record<string, Schema>; definitions: Record<string, Schema> };

/** Sets each route's success answer (its 2xx response) to the table's schema. */
export function describeResponses(document: OpenAPIObject): void {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...definitions } };
  for (const [path, item] of Object.entries(document.paths)) {
    const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      const schema = responses[`${method.toUpperCase()} ${pattern}`];
      // An entry without a response type (a file, a redirect, nothing) keeps what Nest wrote.
      if (!operation || !schema || Object.keys(schema).length === 0) continue;
      const code = Object.keys(operation.responses ?? {}).find((c) => c.startsWith('2')) ?? (method === 'post' ? '201' : '200');
      if (code === '204') continue;
      operation.responses = {
        ...operation.responses,
        [code]: { description: 'Success', ...operation.responses?.[code], content: { 'application/json': { schema } } },
      };
    }
  }
}
