// Resolves the `@studio/domain` alias at run time for the CommonJS build (tsc does not rewrite paths).
import Module from 'module';
import * as path from 'path';

const target = path.join(__dirname, '..', '..', 'libs', 'domain', 'src', 'index');
const mod = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const original = mod._resolveFilename;
mod._resolveFilename = function resolve(request: string, ...rest: unknown[]) {
  return original.call(this, request === '@studio/domain' ? target : request, ...rest);
};
