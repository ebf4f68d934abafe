// Node only (TypeScript's compiler API): what contractSurface.test.ts compares with the record. Never bundled.
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import * as adminContracts from '../admin';
import * as profileContracts from '../profile';
import * as contracts from '../contracts';
import * as deviceContracts from '../devices';
import { federationNames, remoteNames, routeOwners } from '../routes/routeOwners';

const sharedDir = resolve(__dirname, '../..');

/**
 * The contract surface, one line per fact, so a change shows as the lines it changes: the route owners, the
 * exposed modules and the fragments' props, the application props, the bus events' payloads, the store's shape,
 * and the isomorphic contracts (each zod schema's JSON Schema, each constant's value). Types are described from
 * the compiler's view of the public entry, expanded down to the library types they end in.
 */
export function describeContractSurface(): string[] {
  const types = publicTypes();
  return [
    '[routes]',
    ...remoteNames.flatMap((remote) => [
      `container ${remote}: ${federationNames[remote]}`,
      ...routeOwners[remote].map((route) => `route ${remote}: ${route}`),
    ]),
    '',
    '[exposed modules]',
    ...types.describeEntries('ExposedModules', 'module'),
    '',
    '[fragments]',
    ...types.describeEntries('Fragments', 'fragment'),
    '',
    '[applications]',
    ...types.describe('ApplicationProps', 'application props'),
    '',
    '[bus events]',
    ...types.describeEntries('BusEvents', 'event'),
    '',
    '[store]',
    ...types.describeEntries('RootState', 'store'),
    '',
    '[contracts]',
    ...describeContracts(contracts),
    '',
    // The back office's contracts with the API (@inercise/shared/admin): an entry of its own, versioned the same way.
    '[admin contracts]',
    ...describeContracts(adminContracts),
    '',
    // The customer's devices (@inercise/shared/devices): an entry of its own, out of every page's shared bundle.
    '[device contracts]',
    ...describeContracts(deviceContracts),
    // The profile's contracts (@inercise/shared/profile): an entry of its own, versioned the same way.
    '[profile contracts]',
    ...describeContracts(profileContracts),
    '',
    // The values other bundles take from the page's one @inercise/shared: a bundle built against a name that a newer
    // shared no longer exports would break on the page, so removing or renaming one is an incompatible change.
    '[public entry]',
    ...types.valueNames().map((name) => `export ${name}`),
  ];
}

/** The ids of the ExposedModules map: what the remotes' federation configs must expose. */
export function exposedModuleIds(): string[] {
  return publicTypes().keysOf('ExposedModules');
}

function describeContracts(module: object): string[] {
  return Object.entries(module)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, value]) => {
      if (typeof value === 'object' && value !== null && '_zod' in value) return describeSchema(name, value as ZodMiniType);
      if (value instanceof RegExp) return [`const ${name}: ${String(value)}`];
      if (typeof value !== 'function') return [`const ${name}: ${JSON.stringify(value)}`];
      return [];
    });
}

/** A schema's JSON Schema as it answers (output) and, where it takes something else, as it is sent (input). */
function describeSchema(name: string, schema: ZodMiniType): string[] {
  const output = toJSONSchema(schema, { unrepresentable: 'any' }) as Json;
  const input = toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
  const lines = flattenJsonSchema(`schema ${name}`, output);
  // Output schemas close their objects (additionalProperties: false), input ones do not: that alone is no difference.
  const same = JSON.stringify(sortKeys(open(output))) === JSON.stringify(sortKeys(input));
  return same ? lines : [...lines, ...flattenJsonSchema(`schema ${name} (input)`, input)];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One line per node of a JSON Schema: its own keywords, then its properties, items and alternatives. */
function flattenJsonSchema(path: string, node: unknown): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path}: ${JSON.stringify(node)}`];
  const { $schema: _dialect, properties, items, anyOf, oneOf, allOf, prefixItems, ...own } = node as Record<string, Json>;
  const nested: string[] = [];
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    for (const key of Object.keys(properties).sort()) nested.push(...flattenJsonSchema(`${path}.${key}`, properties[key]));
  }
  if (items !== undefined) nested.push(...flattenJsonSchema(`${path}[]`, items));
  for (const [word, list] of Object.entries({ anyOf, oneOf, allOf, prefixItems })) {
    if (Array.isArray(list)) list.forEach((member, i) => nested.push(...flattenJsonSchema(`${path}<${word} ${i}>`, member)));
  }
  return [`${path}: ${JSON.stringify(sortKeys(own))}`, ...nested];
}

function open(value: Json): Json {
  if (Array.isArray(value)) return value.map(open);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'additionalProperties' && inner === false))
      .map(([key, inner]) => [key, open(inner)]),
  );
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key] as Json)]));
}

interface PublicTypes {
  /** The type named, as lines under the label. */
  describe(name: string, label: string): string[];
  /** Each property of a map type (BusEvents, Fragments...) as lines under `label key`. */
  describeEntries(name: string, label: string): string[];
  keysOf(name: string): string[];
  /** The names of the values (not types) the public entry exports. */
  valueNames(): string[];
}

let cached: PublicTypes | null = null;

/** The types the public entry exports, as the compiler sees them with the package's own settings. */
function publicTypes(): PublicTypes {
  if (cached) return cached;
  const configFile = join(sharedDir, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, sharedDir);
  const entry = join(sharedDir, 'src/index.ts');
  const program = ts.createProgram({ rootNames: [entry], options: config.options });
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const entrySymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!entrySymbol) throw new Error(`cannot read ${entry}`);
  const exported = new Map(checker.getExportsOfModule(entrySymbol).map((symbol) => [symbol.name, symbol]));

  const typeNamed = (name: string): ts.Type => {
    const symbol = exported.get(name);
    if (!symbol) throw new Error(`@inercise/shared exports no type ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  };
  const describer = typeDescriber(checker);
  cached = {
    describe: (name, label) => describer(typeNamed(name), label),
    describeEntries: (name, label) =>
      checker
        .getPropertiesOfType(typeNamed(name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) => describer(checker.getTypeOfSymbol(entry), `${label} ${entry.name}`)),
    keysOf: (name) => checker.getPropertiesOfType(typeNamed(name)).map((property) => property.name).sort(),
    valueNames: () =>
      [...exported.values()]
        .filter((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & ts.SymbolFlags.Value)
        .map((symbol) => symbol.name)
        .sort(),
  };
  return cached;
}

/**
 * Describes a type as lines `path: summary`, expanding objects, arrays and unions into their parts. A library's
 * type (React's, single-spa's, the DOM's) is written by its name: its inside is not this package's contract. zod's
 * inferred types are expanded, being the shapes of this package's own schemas.
 */
function typeDescriber(checker: ts.TypeChecker) {
  const isLibraryType = (type: ts.Type): boolean => {
    const file = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0]?.getSourceFile().fileName;
    return file !== undefined && file.includes('/node_modules/') && !file.includes('/node_modules/zod/');
  };
  const withoutUndefined = (types: readonly ts.Type[]) => types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));

  function summary(type: ts.Type, optional = false): string {
    if (checker.isArrayType(type)) {
      const element = checker.getTypeArguments(type as ts.TypeReference)[0];
      const text = element ? summary(element) : 'unknown';
      return element?.isUnion() && !isLibraryType(element) ? `(${text})[]` : `${text}[]`;
    }
    if (isLibraryType(type)) return libraryName(type);
    if (type.isUnion()) {
      const members = [...new Set((optional ? withoutUndefined(type.types) : type.types).map((member) => summary(member)))].sort();
      const booleans = members.includes('false') && members.includes('true');
      return (booleans ? ['boolean', ...members.filter((m) => m !== 'false' && m !== 'true')] : members).join(' | ');
    }
    if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      const calls = type.getCallSignatures();
      if (calls.length > 0 && checker.getPropertiesOfType(type).length === 0) {
        return calls.map(signature).join(' & ');
      }
      return '{…}';
    }
    return checker.typeToString(type);
  }

  /**
   * A library type by its name, its type arguments summarised as above. Not the compiler's own text: that writes a
   * union's members in the order the compiler met them, which other code can change.
   */
  function libraryName(type: ts.Type): string {
    const name = (type.aliasSymbol ?? type.getSymbol())?.name ?? checker.typeToString(type);
    const reference = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
    const typeArguments = type.aliasSymbol ? type.aliasTypeArguments : reference ? checker.getTypeArguments(type as ts.TypeReference) : [];
    return typeArguments && typeArguments.length > 0 ? `${name}<${typeArguments.map((argument) => summary(argument)).join(', ')}>` : name;
  }

  function signature(call: ts.Signature): string {
    const parameters = call.getParameters().map((parameter) => `${parameter.name}: ${summary(checker.getTypeOfSymbol(parameter))}`);
    return `(${parameters.join(', ')}) => ${summary(call.getReturnType())}`;
  }

  interface Part {
    suffix: string;
    type: ts.Type;
    optional: boolean;
  }

  function parts(type: ts.Type, optional = false): Part[] {
    if (checker.isArrayType(type)) {
      const element = checker.getTypeArguments(type as ts.TypeReference)[0];
      return element ? [{ suffix: '[]', type: element, optional: false }] : [];
    }
    if (isLibraryType(type)) return [];
    if (type.isUnion()) {
      const expandable = (optional ? withoutUndefined(type.types) : type.types).filter((member) => parts(member).length > 0);
      if (expandable.length === 1) return parts(expandable[0]!);
      return expandable.flatMap((member, i) => parts(member).map((part) => ({ ...part, suffix: `<${i}>${part.suffix}` })));
    }
    if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return [];
    const properties = checker
      .getPropertiesOfType(type)
      .map((property) => {
        const optionalProperty = (property.flags & ts.SymbolFlags.Optional) !== 0;
        return { suffix: `.${property.name}${optionalProperty ? '?' : ''}`, type: checker.getTypeOfSymbol(property), optional: optionalProperty };
      })
      .sort((a, b) => a.suffix.localeCompare(b.suffix));
    const indexes = checker
      .getIndexInfosOfType(type)
      .map((info) => ({ suffix: `[${checker.typeToString(info.keyType)}]`, type: info.type, optional: false }));
    return [...properties, ...indexes];
  }

  return function describe(type: ts.Type, path: string, optional = false, seen: ts.Type[] = []): string[] {
    if (seen.includes(type)) return [`${path}: ${summary(type, optional)} (recursive)`];
    return [
      `${path}: ${summary(type, optional)}`,
      ...parts(type, optional).flatMap((part) => describe(part.type, `${path}${part.suffix}`, part.optional, [...seen, type])),
    ];
  };
}
