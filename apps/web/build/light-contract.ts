import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, parseAst } from 'vite';

/**
 * The production web build's view of @rrsp/contract, without the schemas a page does not run (docs/decisions/016).
 *
 * The contract module files declare zod schemas and endpoints at the top level. To a bundler each `z.object(…)` is a
 * call that might have side effects, so every schema of every imported file stayed in the bundle, and with them zod
 * (about 26 KiB gzip) on every page, `/` included. In the web production build this plugin, for contract files only:
 *
 * 1. removes the `data` schema from every `defineEndpoint({…})`: the production client does not validate answers
 *    (the server's serialisation follows the contract, and the tests validate answers against it); and `query` and
 *    `body`, which the client never parses (it sends what the caller built), except the bodies the web reads with
 *    `bodyFieldOf(endpoint, field)` to build form rules (found in the web sources);
 * 2. marks each call in a top-level declaration `@__PURE__` (schemas, endpoints, constant tables), so a schema no
 *    running code refers to is dropped, and zod goes with the last one;
 * 3. declares the modules free of side effects, so the barrel index does not pull every module into the chunk of
 *    whoever imports one name from it.
 *
 * A page with a form still imports its field schemas, and zod with them; `/`, lists and details import none.
 * Tests and the dev server use the contract as it is.
 */

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;
const ANSWER_AND_REQUEST_SCHEMAS = new Set(['data', 'query', 'body']);
const BODY_FIELD_USE = /\bbodyFieldOf\(\s*([A-Za-z_$][\w$]*)/g;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const childrenOf = (node: Node): Node[] =>
  Object.entries(node).flatMap(([key, value]) => {
    if (key === 'type' || key === 'start' || key === 'end') return [];
    if (Array.isArray(value)) return value.filter(isNode);
    return isNode(value) ? [value] : [];
  });

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** Endpoint names whose body schema the web reads (`bodyFieldOf(replyCooperation, 'reply')`). */
export const endpointsWithReadBodies = (sourceDir: string): Set<string> => {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(BODY_FIELD_USE)) {
          if (match[1]) names.add(match[1]);
        }
      }
    }
  };
  visit(sourceDir);
  return names;
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edits of one contract module (already plain JavaScript): schema properties out, pure marks in. */
export const lightenContractModule = (code: string, keepBodyOf: ReadonlySet<string>): string => {
  const program = parseAst(code) as unknown as Node;
  const edits: Edit[] = [];

  const stripSchemas = (node: Node, endpointName: string | undefined) => {
    const callee = node.callee as Node;
    const [argument] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint') return;
    if (argument?.type !== 'ObjectExpression') return;
    for (const property of argument.properties as Node[]) {
      if (property.type !== 'Property') continue;
      const key = property.key as Node;
      const name = key.type === 'Identifier' ? (key.name as string) : undefined;
      if (!name || !ANSWER_AND_REQUEST_SCHEMAS.has(name)) continue;
      if (name === 'body' && endpointName && keepBodyOf.has(endpointName)) continue;
      edits.push({ start: property.start, end: property.end, text: `${name}: void 0` });
    }
  };

  /** Every defineEndpoint call, wherever it is (some are built by factory functions). */
  const walkAll = (node: Node, endpointName: string | undefined) => {
    if (node.type === 'CallExpression') stripSchemas(node, endpointName);
    for (const child of childrenOf(node)) {
      const name =
        node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier'
          ? ((node.id as Node).name as string)
          : undefined;
      walkAll(child, child === node.init ? name : undefined);
    }
  };
  walkAll(program, undefined);

  /** Calls evaluated while the module loads (not inside functions) in a top-level declaration's initialiser. */
  const markPure = (node: Node) => {
    if (FUNCTION_TYPES.has(node.type)) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
    }
    for (const child of childrenOf(node)) markPure(child);
  };
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (isNode(declarator.init)) markPure(declarator.init);
    }
  }

  // An insertion inside a removed property goes with it; the rest apply from the end, so offsets stay valid.
  const removals = edits.filter((edit) => edit.end > edit.start);
  const applied = edits.filter(
    (edit) =>
      edit.end > edit.start ||
      !removals.some((removal) => edit.start > removal.start && edit.start < removal.end),
  );
  applied.sort((a, b) => b.start - a.start);
  let result = code;
  for (const edit of applied) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
};

const PART_PREFIX = '\0rrsp-contract-part:';
const partId = (file: string, name: string) => `${PART_PREFIX}${file}?${name}`;

/** Names an identifier node may refer to: not a property key or a member name. */
const referencedNames = (node: Node, into = new Set<string>()): Set<string> => {
  if (node.type === 'Identifier') into.add(node.name as string);
  for (const [key, value] of Object.entries(node)) {
    if (node.type === 'Property' && key === 'key' && !node.computed) continue;
    if (node.type === 'MemberExpression' && key === 'property' && !node.computed) continue;
    const children = Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [];
    for (const child of children) referencedNames(child, into);
  }
  return into;
};

const declaredNames = (declaration: Node): string[] => {
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as Node[])
      .map((declarator) => declarator.id as Node)
      .filter((id) => id.type === 'Identifier')
      .map((id) => id.name as string);
  }
  const id = declaration.id as Node | null;
  return id?.type === 'Identifier' ? [id.name as string] : [];
};

/**
 * One module per top-level declaration. A bundler places a whole module in one chunk: while `portal/user.ts` held
 * both `getCurrentUser` (every page) and `IdSchema` (every form), the forms' schemas, and zod, rode along with every
 * page. Split, each declaration lands only where it is used. The file's own module re-exports the parts, so its
 * importers see the same names.
 */
export const splitContractModule = (
  code: string,
  file: string,
): { main: string; parts: Map<string, string> } => {
  const program = parseAst(code) as unknown as Node;
  const statements = program.body as Node[];
  const imports = statements.filter((statement) => statement.type === 'ImportDeclaration');
  const declarations: { statement: Node; declaration: Node; names: string[]; exported: boolean }[] = [];
  for (const statement of statements) {
    const exported = statement.type === 'ExportNamedDeclaration';
    const declaration = exported ? (statement.declaration as Node | null) : statement;
    if (
      !declaration ||
      !/^(VariableDeclaration|FunctionDeclaration|ClassDeclaration)$/.test(declaration.type)
    ) {
      continue;
    }
    const names = declaredNames(declaration);
    // A destructuring declaration (none in the contract today) stays in the file's own module.
    const destructures =
      declaration.type === 'VariableDeclaration' &&
      names.length !== (declaration.declarations as Node[]).length;
    if (names.length === 0 || destructures) continue;
    declarations.push({ statement, declaration, names, exported });
  }

  // Which declaration uses which. Names are matched without scopes (a parameter called like a top-level constant
  // counts as a use), so a use may be imagined; declarations that use each other, really or so, share one part
  // (strongly connected components, Tarjan), in their order in the file. An imagined use costs a larger part, never
  // a wrong order.
  const declaredBy = new Map<string, number>();
  declarations.forEach(({ names }, index) => {
    for (const name of names) declaredBy.set(name, index);
  });
  const uses = declarations.map(({ declaration, names }) => {
    const used = referencedNames(declaration);
    for (const name of names) used.delete(name);
    return used;
  });
  const edges = uses.map((used) =>
    [...used].flatMap((name) => {
      const index = declaredBy.get(name);
      return index === undefined ? [] : [index];
    }),
  );
  const componentOf = new Array<number>(declarations.length).fill(-1);
  const indexOf = new Array<number>(declarations.length).fill(-1);
  const lowOf = new Array<number>(declarations.length).fill(0);
  const onStack = new Array<boolean>(declarations.length).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let components = 0;
  const connect = (node: number) => {
    indexOf[node] = counter;
    lowOf[node] = counter;
    counter += 1;
    stack.push(node);
    onStack[node] = true;
    for (const next of edges[node] ?? []) {
      if (indexOf[next] === -1) {
        connect(next);
        lowOf[node] = Math.min(lowOf[node] as number, lowOf[next] as number);
      } else if (onStack[next]) {
        lowOf[node] = Math.min(lowOf[node] as number, indexOf[next] as number);
      }
    }
    if (lowOf[node] === indexOf[node]) {
      let member: number | undefined;
      do {
        member = stack.pop() as number;
        onStack[member] = false;
        componentOf[member] = components;
      } while (member !== node);
      components += 1;
    }
  };
  for (let node = 0; node < declarations.length; node += 1) if (indexOf[node] === -1) connect(node);

  const members = new Map<number, number[]>();
  declarations.forEach((_, index) => {
    const component = componentOf[index] as number;
    members.set(component, [...(members.get(component) ?? []), index]);
  });
  const partOfComponent = new Map<number, string>();
  for (const [component, indexes] of members) {
    partOfComponent.set(component, partId(file, declarations[indexes[0] as number]?.names[0] as string));
  }
  const partOf = new Map<string, string>();
  declarations.forEach(({ names }, index) => {
    for (const name of names) partOf.set(name, partOfComponent.get(componentOf[index] as number) as string);
  });

  const importLines = (used: Set<string>): string[] =>
    imports.flatMap((declaration) => {
      const source = (declaration.source as Node).value as string;
      const resolved = source.startsWith('.') ? path.resolve(path.dirname(file), source) : source;
      const specifiers = (declaration.specifiers as Node[]).filter((specifier) =>
        used.has((specifier.local as Node).name as string),
      );
      if (specifiers.length === 0) return [];
      return [
        `import { ${specifiers
          .map((specifier) => {
            const local = (specifier.local as Node).name as string;
            if (specifier.type === 'ImportNamespaceSpecifier') return `* as ${local}`;
            if (specifier.type === 'ImportDefaultSpecifier') return `default as ${local}`;
            const imported = specifier.imported as Node;
            const name = (imported.type === 'Identifier' ? imported.name : imported.value) as string;
            return name === local ? local : `${name} as ${local}`;
          })
          .join(', ')} } from ${JSON.stringify(resolved)};`,
      ];
    });

  const parts = new Map<string, string>();
  for (const [component, indexes] of members) {
    const own = new Set(indexes.flatMap((index) => declarations[index]?.names ?? []));
    const used = new Set(
      indexes.flatMap((index) => [...(uses[index] ?? [])]).filter((name) => !own.has(name)),
    );
    const localImports = [...used]
      .filter((name) => partOf.has(name))
      .map((name) => `import { ${name} } from ${JSON.stringify(partOf.get(name))};`);
    const bodies = indexes.map((index) => {
      const declaration = declarations[index]?.declaration as Node;
      return `export ${code.slice(declaration.start, declaration.end)}`;
    });
    parts.set(
      partOfComponent.get(component) as string,
      [...importLines(used), ...localImports, ...bodies].join('\n'),
    );
  }

  let main = code;
  // From the end, so earlier offsets stay valid.
  for (const { statement, names, exported } of [...declarations].reverse()) {
    const part = JSON.stringify(partOf.get(names[0] as string));
    const replacement = exported
      ? `export { ${names.join(', ')} } from ${part};`
      : `import { ${names.join(', ')} } from ${part};`;
    main = main.slice(0, statement.start) + replacement + main.slice(statement.end);
  }
  return { main, parts };
};

export const lightContract = (webSourceDir: string): Plugin => {
  let keepBodyOf = new Set<string>();
  const parts = new Map<string, string>();
  return {
    name: 'rrsp:light-contract',
    apply: 'build',
    // After TypeScript has been stripped, so the module parses as JavaScript.
    enforce: 'post',
    buildStart: () => {
      keepBodyOf = endpointsWithReadBodies(webSourceDir);
      parts.clear();
    },
    resolveId: (source) => (source.startsWith(PART_PREFIX) ? source : null),
    load: (id) => {
      const code = parts.get(id);
      return code === undefined ? null : { code, moduleSideEffects: false };
    },
    transform: (code, id) => {
      if (!CONTRACT_SOURCE.test(id) || /\.test\.ts$/.test(id)) return null;
      const split = splitContractModule(lightenContractModule(code, keepBodyOf), id);
      for (const [partKey, partCode] of split.parts) parts.set(partKey, partCode);
      // Nothing in the contract runs for its effect: a module none of whose exports a chunk uses stays out of it,
      // however the barrel (`@rrsp/contract`'s index) re-exports it.
      return { code: split.main, map: null, moduleSideEffects: false };
    },
  };
};
