// Writes dist/custom-elements.json (the custom-elements-manifest schema) and dist/weft.d.ts from
// the definitions: src/registry.ts, each element's defineElement call and its config.ts. Run by
// `npm run build` after rollup. It fails (exit 1) when an element or a config field has no
// one-line description (a JSDoc comment on the config type and on each field).
//
//   node scripts/manifest.mjs           writes both files into dist/
//   node scripts/manifest.mjs --check   only checks the descriptions
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

/** The theming properties a host may set; scripts/custom-properties.mjs keeps the list. */
const THEMING_DESCRIPTIONS = {
  '--weft-accent': 'Accent colour: focus rings, active controls and links.',
  '--weft-text': 'Text colour of the element where its config sets none.',
  '--weft-background': 'Background colour of surfaces the config leaves unset.',
  '--weft-font': 'Font family of the element where its config sets none.',
  '--weft-radius': 'Corner radius of cards, fields and buttons the config leaves unset.',
  '--weft-fixed-top': "Height of the host page's own fixed top bar: pinned elements start below it.",
};

async function themingProperties() {
  let names = Object.keys(THEMING_DESCRIPTIONS);
  try {
    const listed = (await import('./custom-properties.mjs')).PUBLIC_PROPERTIES;
    if (Array.isArray(listed) && listed.length) names = listed;
  } catch {
    // Not there: read the names documented in base.css's comments.
    const css = readFileSync(at('src/styles/base.css'), 'utf8');
    const comments = css.match(/\/\*[\s\S]*?\*\//g) ?? [];
    const found = comments.flatMap((comment) => comment.match(/--weft-[a-z-]+/g) ?? []);
    names = [...new Set([...names, ...found])];
  }
  return names.map((name) => ({ name, description: THEMING_DESCRIPTIONS[name] ?? `Theming property ${name}.` }));
}

/** First line of a JSDoc text, whitespace collapsed. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

function registryTypes() {
  const source = readFileSync(at('src/registry.ts'), 'utf8');
  const file = ts.createSourceFile('registry.ts', source, ts.ScriptTarget.ES2022, true);
  const types = [];
  file.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'elements' && node.initializer) {
      let init = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) {
        for (const prop of init.properties) if (prop.name) types.push(prop.name.getText().replace(/^['"]|['"]$/g, ''));
      }
    }
    node.forEachChild(visit);
  });
  return types;
}

function program(types) {
  const configFile = ts.readConfigFile(at('tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const roots = types.map((type) => at(`elements/${type}/${type}.element.ts`));
  return ts.createProgram(roots, { ...options, noEmit: true, types: [] });
}

function find(node, test) {
  let found;
  node.forEachChild(function visit(child) {
    if (found) return;
    if (test(child)) found = child;
    else child.forEachChild(visit);
  });
  return found;
}

function findAll(node, test, out = []) {
  node.forEachChild(function visit(child) {
    if (test(child)) out.push(child);
    child.forEachChild(visit);
  });
  return out;
}

const propertyNamed = (object, name) =>
  object.properties.find((prop) => prop.name && prop.name.getText().replace(/^['"]|['"]$/g, '') === name);

function unwrap(node) {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) {
    node = node.expression;
  }
  return node;
}

/** The declaration an identifier names (through imports). */
function declarationOf(checker, identifier) {
  let symbol = checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

const jsDocText = (node) =>
  oneLine(
    ts
      .getJSDocCommentsAndTags(node)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? '')))
      .join(' '),
  );

/** Weft's own named types met inside config types: written once each into weft.d.ts. */
const named = new Map();
function namedType(type, name, declaration) {
  for (const [text, entry] of named) if (entry.declaration === declaration) return text;
  let text = name;
  for (let n = 2; named.has(text); n += 1) text = `${name}${n}`;
  named.set(text, { type, declaration, written: false });
  return text;
}

/**
 * A type's text with no names of Weft's own types in it (weft.d.ts stands alone): objects are
 * written out, their fields optional (a config's objects are merged with their defaults).
 */
let optionalFields = true;
function typeText(checker, type, at, docs, depth = 0) {
  const plain = () => checker.typeToString(type, at, FORMAT);
  if (depth > 6) return 'any';
  if (type.isUnion()) {
    const members = type.types;
    const texts = [];
    const hasTrue = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true');
    const hasFalse = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false');
    for (const member of members) {
      if (member.flags & ts.TypeFlags.Undefined) continue;
      if (member.flags & ts.TypeFlags.BooleanLiteral && hasTrue && hasFalse) {
        if (!texts.includes('boolean')) texts.push('boolean');
        continue;
      }
      const text = typeText(checker, member, at, docs, depth + 1);
      texts.push(member.isUnion() || /=>/.test(text) ? `(${text})` : text);
    }
    return texts.join(' | ');
  }
  if (type.isIntersection()) return type.types.map((t) => typeText(checker, t, at, docs, depth + 1)).join(' & ');
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    if (checker.isTupleType(type)) {
      return `[${checker
        .getTypeArguments(type)
        .map((t) => typeText(checker, t, at, docs, depth + 1))
        .join(', ')}]`;
    }
    const element = checker.getTypeArguments(type)[0];
    const text = typeText(checker, element, at, docs, depth + 1);
    return /[|&]/.test(text) && !text.startsWith('{') ? `(${text})[]` : `${text}[]`;
  }
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length) return plain();
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  if (
    depth > 0 &&
    declaration &&
    (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
    !declaration.getSourceFile().fileName.includes('node_modules')
  ) {
    return namedType(type, symbol.getName(), declaration);
  }
  const props = checker.getPropertiesOfType(type);
  const index = checker.getIndexInfosOfType(type);
  const fields = props.map((prop) => {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const doc = docs ? oneLine(ts.displayPartsToString(prop.getDocumentationComment(checker))) : '';
    const name = /^[A-Za-z_$][\w$]*$/.test(prop.getName()) ? prop.getName() : JSON.stringify(prop.getName());
    const readonly = decl && ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const text = typeText(checker, checker.getTypeOfSymbol(prop), decl ?? at, docs, depth + 1);
    const optional = optionalFields || prop.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${doc ? `/** ${doc.replace(/\*\//g, '* /')} */ ` : ''}${readonly}${name}${optional}: ${text};`;
  });
  for (const info of index) {
    fields.push(`[key: ${checker.typeToString(info.keyType)}]: ${typeText(checker, info.type, at, docs, depth + 1)};`);
  }
  return fields.length ? `{ ${fields.join(' ')} }` : '{}';
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.InTypeAlias;

function describeElement(checker, prog, type) {
  const path = at(`elements/${type}/${type}.element.ts`);
  const file = prog.getSourceFile(path);
  if (!file) throw new Error(`elements/${type}/${type}.element.ts is missing`);
  const call = find(file, (node) => ts.isCallExpression(node) && node.expression.getText() === 'defineElement');
  if (!call) throw new Error(`${relative(root, path)}: no defineElement call`);
  const tagName = unwrap(call.arguments[0]).text;
  const options = unwrap(call.arguments[2]);
  const statement = call.parent && ts.isExportAssignment(call.parent) ? call.parent : call.parent?.parent;
  const defaultsProp = propertyNamed(options, 'defaults');
  const defaultsExpr = ts.isShorthandPropertyAssignment(defaultsProp) ? defaultsProp.name : defaultsProp.initializer;
  const defaultsDecl = declarationOf(checker, defaultsExpr);
  const defaultsInit = unwrap(defaultsDecl?.initializer);
  // `FooConfig & { height: number }`: the named config types; the literal parts only change
  // defaults of the common fields.
  const typeNode = defaultsDecl?.type;
  const named =
    typeNode && ts.isIntersectionTypeNode(typeNode) ? typeNode.types.filter((node) => ts.isTypeReferenceNode(node)) : [];
  const configTypes = named.length
    ? named.map((node) => checker.getTypeFromTypeNode(node))
    : [typeNode ? checker.getTypeFromTypeNode(typeNode) : checker.getTypeAtLocation(defaultsExpr)];
  const configType = configTypes[0];
  const typeSymbol = configType.aliasSymbol ?? configType.getSymbol();
  const typeDecl = typeSymbol?.declarations?.[0];
  const typeName =
    typeSymbol && typeSymbol.getName() !== '__type'
      ? typeSymbol.getName()
      : `${type.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase())}Config`;

  // Kinds by path (src/config.ts): the kind of each top-level field.
  const kinds = {};
  const kindsProp = propertyNamed(options, 'kinds');
  if (kindsProp) {
    const kindsExpr = ts.isShorthandPropertyAssignment(kindsProp) ? kindsProp.name : kindsProp.initializer;
    const kindsInit = unwrap(declarationOf(checker, kindsExpr)?.initializer);
    if (kindsInit && ts.isObjectLiteralExpression(kindsInit)) {
      for (const prop of kindsInit.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isStringLiteralLike(prop.initializer)) {
          kinds[prop.name.getText().replace(/^['"]|['"]$/g, '')] = prop.initializer.text;
        }
      }
    }
  }

  const props = new Map();
  for (const part of configTypes) for (const prop of checker.getPropertiesOfType(part)) props.set(prop.getName(), prop);
  const fields = [...props.values()].map((prop) => {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const valueType = checker.getTypeOfSymbol(prop);
    const text = typeText(checker, valueType, decl, false);
    const typed = typeText(checker, valueType, decl, true);
    let defaultText;
    if (defaultsInit && ts.isObjectLiteralExpression(defaultsInit)) {
      const assigned = propertyNamed(defaultsInit, prop.getName());
      if (assigned && ts.isPropertyAssignment(assigned)) defaultText = assigned.initializer.getText();
      if (assigned && ts.isShorthandPropertyAssignment(assigned)) defaultText = assigned.name.getText();
    }
    if (defaultText !== undefined) {
      defaultText = defaultText.replace(/\s+/g, ' ');
      if (defaultText.length > 200) defaultText = `${defaultText.slice(0, 197)}…`;
    }
    return {
      name: prop.getName(),
      type: text,
      typed,
      default: defaultText,
      kind: kinds[prop.getName()],
      description: oneLine(ts.displayPartsToString(prop.getDocumentationComment(checker))),
      declaration: decl,
    };
  });

  const summary =
    (typeDecl && jsDocText(typeDecl)) || (statement && jsDocText(statement)) || jsDocText(defaultsDecl ?? file) || '';

  // Events: emit('name', detail) calls in the element's own folder.
  const folder = at(`elements/${type}/`);
  const events = new Map();
  const parts = new Set();
  for (const source of prog.getSourceFiles()) {
    if (!source.fileName.startsWith(folder) || /\.test\./.test(source.fileName)) continue;
    for (const emit of findAll(
      source,
      (node) =>
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'emit' &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0]),
    )) {
      const name = `weft-${emit.arguments[0].text}`;
      // An event's detail has every field it is given.
      optionalFields = false;
      const detail = emit.arguments[1]
        ? typeText(checker, checker.getTypeAtLocation(emit.arguments[1]), emit, false, 1)
        : 'undefined';
      optionalFields = true;
      if (!events.has(name)) events.set(name, new Set());
      events.get(name).add(detail);
    }
  }
  // Parts: every `part` the element's shadow root can hold, from its own TSX and the shared code it
  // draws through (src/ui, src/forms, src/blog, defineElement's frame …): each `part` attribute, or
  // `part:` of an h() call, of the modules its folder imports, its values from their types.
  for (const source of drawnBy(prog, folder)) {
    const attributes = findAll(source, (node) => ts.isJsxAttribute(node) && node.name.getText() === 'part');
    const props = findAll(
      source,
      (node) =>
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'part' &&
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isCallExpression(node.parent.parent),
    );
    for (const node of [...attributes.map((a) => a.initializer), ...props.map((p) => p.initializer)]) {
      for (const value of partValues(checker, node)) {
        for (const part of value.split(/\s+/)) if (part) parts.add(part);
      }
    }
  }
  const sample = existsSync(join(folder, 'sample.json')) ? JSON.parse(readFileSync(join(folder, 'sample.json'), 'utf8')) : null;

  return {
    type,
    tagName,
    typeName,
    summary,
    fields,
    typeDecl,
    events: [...events].map(([name, details]) => ({ name, detail: [...details].join(' | ') })),
    parts: [...parts].sort(),
    sample,
  };
}

/**
 * Modules that draw into a shadow root of their own, not the element's: the overlay (`weft-overlay`:
 * viewer, video, messages), the consent banner and the site mount. Their parts are theirs.
 */
const OTHER_ROOTS = /\/src\/(modals|consent|site)\//;

/**
 * The source files an element's shadow root is drawn from: its folder's modules (tests left out) and
 * every module of the repository they import, statically or lazily, except other elements' folders
 * (their own tags, with shadow roots of their own) and the modules of OTHER_ROOTS.
 */
function drawnBy(prog, folder) {
  const options = prog.getCompilerOptions();
  const elementsDir = at('elements/');
  const files = prog.getSourceFiles().filter((f) => f.fileName.startsWith(folder) && !/\.test\./.test(f.fileName));
  const seen = new Set(files.map((f) => f.fileName));
  for (let i = 0; i < files.length; i++) {
    const source = files[i];
    const specifiers = findAll(
      source,
      (node) =>
        ((ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
          (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)) &&
        ts.isStringLiteral(node.moduleSpecifier),
    ).map((node) => node.moduleSpecifier.text);
    for (const call of findAll(
      source,
      (node) => ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword,
    )) {
      if (call.arguments[0] && ts.isStringLiteralLike(call.arguments[0])) specifiers.push(call.arguments[0].text);
    }
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(specifier, source.fileName, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!resolved || seen.has(resolved) || resolved.includes('/node_modules/') || OTHER_ROOTS.test(resolved)) continue;
      if (resolved.startsWith(elementsDir) && !resolved.startsWith(folder)) continue;
      seen.add(resolved);
      const file = prog.getSourceFile(resolved);
      if (file && !/\.test\./.test(resolved)) files.push(file);
    }
  }
  return files;
}

/** The texts a `part` attribute can take: literals, literal unions, templates over them. */
function partValues(checker, initializer, seen = new Set()) {
  if (!initializer) return [];
  if (ts.isStringLiteral(initializer)) return [initializer.text];
  const expression = ts.isJsxExpression(initializer) ? initializer.expression : initializer;
  if (!expression) return [];
  const literals = (node) => {
    const type = checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    return members.every((member) => member.isStringLiteral()) ? members.map((member) => member.value) : [];
  };
  if (ts.isTemplateExpression(expression)) {
    let texts = [expression.head.text];
    for (const span of expression.templateSpans) {
      const values = literals(span.expression);
      // A span of unknown text: keep the literal words around it.
      const options = values.length ? values : [' '];
      texts = texts.flatMap((text) => options.map((value) => `${text}${value}${span.literal.text}`));
    }
    return texts.map((text) =>
      text
        .split(/\s+/)
        .filter((word) => word && !/-$/.test(word))
        .join(' '),
    );
  }
  if (ts.isConditionalExpression(expression)) {
    return [...partValues(checker, expression.whenTrue, seen), ...partValues(checker, expression.whenFalse, seen)];
  }
  if (ts.isNoSubstitutionTemplateLiteral(expression) || ts.isStringLiteral(expression)) return [expression.text];
  const found = literals(expression);
  if (found.length || !ts.isIdentifier(expression)) return found;
  const declaration = declarationOf(checker, expression);
  if (!declaration || seen.has(declaration)) return found;
  seen.add(declaration);
  // A prop with a default (`part = 'spinner'`): the default, besides the values callers pass as part="…".
  if ((ts.isBindingElement(declaration) || ts.isParameter(declaration)) && declaration.initializer) {
    return partValues(checker, declaration.initializer, seen);
  }
  // A parameter of a local helper (`const link = (children, part: string) => …`): what its calls pass.
  if (ts.isParameter(declaration)) {
    const fn = declaration.parent;
    const index = fn.parameters.indexOf(declaration);
    const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
    const symbol = name && ts.isIdentifier(name) ? checker.getSymbolAtLocation(name) : undefined;
    if (!symbol) return found;
    const calls = findAll(
      fn.getSourceFile(),
      (node) =>
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && checker.getSymbolAtLocation(node.expression) === symbol,
    );
    return calls.flatMap((call) => (call.arguments[index] ? partValues(checker, call.arguments[index], seen) : []));
  }
  return found;
}

/** Every element described from its definition; `missing` lists what has no description. */
export async function describe() {
  const types = registryTypes();
  const prog = program(types);
  const checker = prog.getTypeChecker();
  const elements = types.map((type) => describeElement(checker, prog, type));
  elements.checker = checker;
  // The fields every element's config shares (src/common.ts): in weft.d.ts beside each element's own.
  const commonFile = prog.getSourceFile(at('src/common.ts'));
  const common = commonFile && find(commonFile, (node) => ts.isInterfaceDeclaration(node) && node.name.text === 'CommonConfig');
  if (!common) throw new Error('src/common.ts: no CommonConfig interface');
  elements.common = { type: checker.getTypeAtLocation(common.name), declaration: common };
  const missing = [];
  for (const element of elements) {
    if (!element.summary) missing.push(`${element.tagName}: no one-line summary (a JSDoc on ${element.typeName})`);
    for (const field of element.fields) {
      if (!field.description) missing.push(`${element.tagName}: field ${field.name} has no description`);
    }
  }
  // The fields of objects inside configs too (buttonStyle.color, a link's valueID …): each declaration once.
  const reported = new Set();
  for (const element of elements) {
    for (const field of element.fields) {
      for (const nested of nestedFields(checker, field.declaration, field.name)) {
        if (nested.description || reported.has(nested.declaration)) continue;
        reported.add(nested.declaration);
        const file = relative(root, nested.declaration.getSourceFile().fileName);
        missing.push(`${element.tagName}: field ${nested.path} has no description (${file})`);
      }
    }
  }
  return { elements, missing, theming: await themingProperties() };
}

/**
 * The fields inside a config field's objects (through lists, unions and named types such as
 * LinkConfig), each with its path (`links.linkLogin.valueID`, `menuDropdown[].text`), its
 * description and its declaration; every declaration once. Types from node_modules are left out.
 */
export function nestedFields(checker, declaration, name) {
  const out = [];
  const seen = new Set();
  const walk = (type, path, depth) => {
    if (depth > 6) return;
    for (const member of type.isUnion() ? type.types : [type]) {
      if (checker.isArrayType(member)) {
        walk(checker.getTypeArguments(member)[0], `${path}[]`, depth + 1);
        continue;
      }
      if (!(member.flags & ts.TypeFlags.Object) || member.getCallSignatures().length || checker.isTupleType(member)) continue;
      for (const prop of checker.getPropertiesOfType(member)) {
        const decl = prop.valueDeclaration ?? prop.declarations?.[0];
        if (!decl || seen.has(decl) || decl.getSourceFile().fileName.includes('/node_modules/')) continue;
        seen.add(decl);
        const at = `${path}.${prop.getName()}`;
        out.push({
          path: at,
          description: oneLine(ts.displayPartsToString(prop.getDocumentationComment(checker))),
          declaration: decl,
        });
        walk(checker.getTypeOfSymbol(prop), at, depth + 1);
      }
    }
  };
  const symbol = declaration && (declaration.symbol ?? checker.getSymbolAtLocation(declaration.name));
  if (symbol) walk(checker.getTypeOfSymbol(symbol), name, 0);
  return out;
}

const EVENT_DESCRIPTIONS = {
  'weft-timer-end': 'The countdown reached zero.',
  'weft-slide': 'Another slide became the current one (by swipe, button, key or autoplay).',
  'weft-image-open': 'A picture was opened in the viewer.',
  'weft-page': 'Another page of pictures was shown.',
  'weft-accordion-toggle': 'The accordion opened or closed.',
  'weft-members-login': 'A member signed in.',
  'weft-members-register': 'A visitor registered as a member.',
  'weft-members-retry': 'The visitor asked to try reaching the members service again.',
};

/** Manifest members for the fields inside an element's config objects, each declaration once. */
function nestedMembers(checker, element) {
  if (!checker) return [];
  const seen = new Set();
  return element.fields.flatMap((field) =>
    nestedFields(checker, field.declaration, field.name)
      .filter((nested) => !seen.has(nested.declaration) && seen.add(nested.declaration))
      .map((nested) => ({
        kind: 'field',
        name: `config.${nested.path}`,
        description: nested.description,
        type: { text: checker.typeToString(checker.getTypeAtLocation(nested.declaration), nested.declaration, FORMAT) },
      })),
  );
}

export function manifest({ elements, theming }) {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: `elements/${element.type}/${element.type}.element.ts`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: element.typeName.replace(/Config$/, '') + 'Element',
          tagName: element.tagName,
          summary: element.summary,
          description: element.summary,
          attributes: [
            {
              name: 'config',
              description: `The element's config as JSON (also settable as the \`config\` property, an object or JSON): ${element.typeName}.`,
              type: { text: `${element.typeName} | string` },
              fieldName: 'config',
            },
          ],
          members: [
            {
              kind: 'field',
              name: 'config',
              description: 'The config as an object or JSON text; a change redraws the element.',
              type: { text: `Partial<${element.typeName}> | string` },
            },
            ...element.fields.map((field) => ({
              kind: 'field',
              name: `config.${field.name}`,
              description: field.description,
              type: { text: field.type },
              ...(field.default !== undefined ? { default: field.default } : {}),
              ...(field.kind ? { 'x-weft-kind': field.kind } : {}),
            })),
            // The fields inside the config's objects (a shared type such as LinkConfig once, at its first path).
            ...nestedMembers(elements.checker, element),
          ],
          events: element.events.map((event) => ({
            name: event.name,
            description: EVENT_DESCRIPTIONS[event.name] ?? `Fired as ${event.name}.`,
            type: { text: `CustomEvent<${event.detail}>` },
          })),
          cssParts: element.parts.map((name) => ({ name, description: `The ${name.replace(/-/g, ' ')}.` })),
          cssProperties: theming,
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.typeName, module: '' } },
      ],
    })),
  };
}

/** The config interface's text, made self-contained: referenced local types inlined as their text. */
function typesFile({ elements }) {
  const lines = [
    "// Weft element types: generated by scripts/manifest.mjs from the elements' config.ts. Do not edit.",
    '// Use: import type {} from "<path>/weft.d.ts" (or list it in tsconfig "files"/"types").',
    '',
    "import type * as React from 'react';",
    '',
  ];
  for (const element of elements) {
    lines.push(`/** ${element.summary} */`, `export interface ${element.typeName} {`);
    for (const field of element.fields) {
      const doc =
        field.description + (field.default !== undefined ? ` Default: \`${field.default.replace(/\*\//g, '* /')}\`.` : '');
      lines.push(`  /** ${doc.replace(/\*\//g, '* /')} */`, `  ${JSON.stringify(field.name)}?: ${field.typed};`);
    }
    lines.push('}', '');
  }
  const checker = elements.checker;
  const common = elements.common;
  lines.push(
    `/** ${jsDocText(common.declaration) || "The fields every element's config shares."} */`,
    `export type CommonConfig = ${typeText(checker, common.type, common.declaration, true, 0)};`,
    '',
    "/** What an element's `config` takes: its own fields and the common ones (size, paddings, border …), each optional. */",
    'export type ConfigOf<C> = Partial<C & Omit<CommonConfig, keyof C>>;',
    '',
  );
  // The named types the configs use, each with its own (written out) fields.
  for (let again = true; again;) {
    again = false;
    for (const [text, entry] of [...named]) {
      if (entry.written) continue;
      entry.written = true;
      again = true;
      const doc = jsDocText(entry.declaration);
      entry.text = `${doc ? `/** ${doc.replace(/\*\//g, '* /')} */\n` : ''}export type ${text} = ${typeText(checker, entry.type, entry.declaration, true, 0)};`;
    }
  }
  for (const entry of named.values()) lines.push(entry.text, '');
  const eventName = (tag, name) => `on${name}`;
  lines.push('/** A Weft element: its config as an object or JSON text. */');
  lines.push('export interface WeftElement<C> extends HTMLElement {', '  config: ConfigOf<C> | string;', '}', '');
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const element of elements) lines.push(`    ${JSON.stringify(element.tagName)}: WeftElement<${element.typeName}>;`);
  lines.push('  }');
  lines.push('  interface HTMLElementEventMap {');
  const seen = new Set();
  for (const element of elements) {
    for (const event of element.events) {
      if (seen.has(event.name)) continue;
      seen.add(event.name);
      const details = elements.flatMap((other) => other.events.filter((e) => e.name === event.name).map((e) => e.detail));
      lines.push(`    ${JSON.stringify(event.name)}: CustomEvent<${[...new Set(details)].join(' | ')}>;`);
    }
  }
  lines.push('  }', '}', '');
  lines.push('/** What a host framework may pass to a Weft element. */');
  lines.push('type WeftProps<C, E> = {');
  lines.push('  config?: ConfigOf<C> | string;', '  id?: string;', '  class?: string;', '  className?: string;');
  lines.push(
    '  slot?: string;',
    '  style?: React.CSSProperties | string;',
    '  children?: React.ReactNode;',
    '  key?: React.Key | null;',
  );
  lines.push('  ref?: React.Ref<HTMLElement>;', '  editor?: boolean;', '} & E;', '');
  for (const element of elements) {
    const handlers = element.events.map(
      (event) => `${JSON.stringify(eventName(element.tagName, event.name))}?: (event: CustomEvent<${event.detail}>) => void;`,
    );
    lines.push(
      `export type ${element.typeName.replace(/Config$/, '')}Props = WeftProps<${element.typeName}, { ${handlers.join(' ')} }>;`,
    );
  }
  lines.push('');
  lines.push('/** React 19: custom elements take `config` as a property and `on<event>` handlers. */');
  lines.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const element of elements) {
    lines.push(`      ${JSON.stringify(element.tagName)}: ${element.typeName.replace(/Config$/, '')}Props;`);
  }
  lines.push('    }', '  }', '}', '');
  lines.push('/** Vue 3 templates (`:config`, `@weft-…`), checked by vue-tsc / Volar. */');
  lines.push("declare module 'vue' {", '  interface GlobalComponents {');
  for (const element of elements) {
    // Vue turns `@weft-timer-end` into the prop onWeftTimerEnd.
    const handlers = element.events.map(
      (event) =>
        `${'on' + event.name.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase())}?: (event: CustomEvent<${event.detail}>) => void;`,
    );
    const props = `{ config?: ConfigOf<${element.typeName}> | string; ${handlers.join(' ')} }`;
    lines.push(`    ${JSON.stringify(element.tagName)}: import('vue').DefineComponent<${props}>;`);
  }
  lines.push('  }', '}', '');
  lines.push('export {};', '');
  return lines.join('\n');
}

/** The JSON of the docs (fields without their AST nodes). */
export function docsData({ elements, theming }) {
  return elements.map((element) => ({
    type: element.type,
    tagName: element.tagName,
    typeName: element.typeName,
    summary: element.summary,
    fields: element.fields.map((field) => ({ ...field, declaration: undefined, typed: undefined })),
    events: element.events.map((event) => ({ ...event, description: EVENT_DESCRIPTIONS[event.name] ?? '' })),
    parts: element.parts,
    theming,
    sample: element.sample,
  }));
}

/** Writes custom-elements.json, weft.d.ts and the docs/ catalogue into `dir`. */
export async function writeOutputs(described, dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'custom-elements.json'), `${JSON.stringify(manifest(described), null, 2)}\n`);
  writeFileSync(join(dir, 'weft.d.ts'), typesFile(described));
  const { writeDocs } = await import('./docs.mjs');
  writeDocs(docsData(described), join(dir, 'docs'));
}

if (process.argv[1] && basename(process.argv[1]) === 'manifest.mjs') {
  const described = await describe();
  // Every element and config field has a description: one missing fails the build.
  if (described.missing.length) {
    console.error(`Elements and fields without a description (write a one-line JSDoc in config.ts):`);
    for (const line of described.missing) console.error(`  ${line}`);
    process.exit(1);
  }
  if (!process.argv.includes('--check')) await writeOutputs(described, at('dist'));
}
