// The answer of every entry, keyed "METHOD pattern": the source of the OpenAPI response schemas
// (backend/src/openapi/responses.json, rendered by test/api/endpoint-schemas.spec.ts).
import type { AnyEndpoint, ResponseOf } from './endpoint';
import type { endpoints } from './index';

type Entries<T> = {
  [K in keyof T]: T[K] extends AnyEndpoint ? T[K] : Entries<T[K]>;
}[keyof T];

type Leaves<T> = T extends AnyEndpoint ? T : T extends object ? Leaves<Entries<T>> : never;

type AllEndpoints = Leaves<Entries<typeof endpoints>>;

export type EndpointResponses = {
  [E in AllEndpoints as `${E['method']} ${E['pattern']}`]: ResponseOf<E>;
};
