// Renders the endpoint table's response types (EndpointResponses in libs/domain/src/api/responses.ts)
// to JSON schemas with the TypeScript checker itself: the table's types are computed (mapped over
// `typeof endpoints`), which the schema generators read from syntax cannot follow.
import path from 'node:path';
import ts from 'typescript';

export type JsonSchema = Record<string, unknown>;
export interface ResponseSchemas {
  /** "METHOD /api/pattern" -> the answer's schema; routes that answer no JSON body are left out. */
  responses: Record<string, JsonSchema>;
  /** Named types, referred to as #/components/schemas/<name>. */
  definitions: Record<string, JsonSchema>;
}

const SOURCE = path.resolve(__dirname, '../../libs/domain/src/api/responses.ts');

export function renderResponseSchemas(): ResponseSchemas {
  const program = ts.createProgram([SOURCE], {
    strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SOURCE)!;
  const alias = file.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'EndpointResponses')!;
  const table = checker.getTypeAtLocation(alias.name);

  const definitions: Record<string, JsonSchema> = {};
  const named = new Map<ts.Type, string>();

  // Only types declared at a module's top level get a name (a generic's local helper is inlined).
  const topLevel = (symbol: ts.Symbol) => symbol.declarations?.some((d) => ts.isSourceFile(d.parent)) ?? false;
  const isDate = (type: ts.Type) => type.symbol?.name === 'Date'
    && (type.symbol.declarations ?? []).some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
  const nameOf = (type: ts.Type): string | undefined => {
    if (type.aliasSymbol && !type.aliasTypeArguments?.length && topLevel(type.aliasSymbol)) return type.aliasSymbol.name;
    const objectFlags = (type as ts.ObjectType).objectFlags ?? 0;
    if (type.flags & ts.TypeFlags.Object && objectFlags & ts.ObjectFlags.Interface && type.symbol && topLevel(type.symbol)) return type.symbol.name;
    return undefined;
  };

  const toSchema = (type: ts.Type): JsonSchema => {
    if (isDate(type)) return { type: 'string', format: 'date-time' };
    const name = nameOf(type);
    if (name) {
      let key = named.get(type);
      if (!key) {
        key = name;
        for (let n = 2; key in definitions; n++) key = `${name}${n}`;
        named.set(type, key);
        definitions[key] = {};
        definitions[key] = inline(type);
      }
      return { $ref: `#/components/schemas/${key}` };
    }
    return inline(type);
  };

  const inline = (type: ts.Type): JsonSchema => {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.String) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      const literals = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      const schemas = [...(literals.length === 2 ? [{ type: 'boolean' }] : literals.map(toSchema)), ...rest.map(toSchema)];
      return schemas.length === 1 ? schemas[0] : { anyOf: schemas };
    }
    if (checker.isArrayType(type)) return { type: 'array', items: toSchema(checker.getTypeArguments(type as ts.TypeReference)[0]) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map(toSchema);
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    // A Date is sent as its ISO string.
    if (isDate(type)) return { type: 'string', format: 'date-time' };
    if (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const p of checker.getPropertiesOfType(type)) {
        const propType = checker.getTypeOfSymbol(p);
        if (propType.getCallSignatures().length) continue;
        properties[p.name] = toSchema(propType);
        if (!(p.flags & ts.SymbolFlags.Optional)) required.push(p.name);
      }
      const schema: JsonSchema = { type: 'object', properties };
      if (required.length) schema.required = required;
      const index = checker.getIndexInfosOfType(type)[0];
      if (index) schema.additionalProperties = toSchema(index.type);
      return schema;
    }
    throw new Error(`no schema for type ${checker.typeToString(type)}`);
  };

  const responses: Record<string, JsonSchema> = {};
  for (const p of checker.getPropertiesOfType(table)) {
    const type = checker.getTypeOfSymbol(p);
    if (type.flags & ts.TypeFlags.Undefined) continue;
    responses[p.name] = toSchema(type);
  }
  return { responses, definitions };
}
