// `npm run check:replies`: lists the API calls of the web app whose reply type is written by hand instead of inferred
// from the reply schemas in packages/core (issue 14 §1). A reply type passes when every type it names is declared in
// packages/core, or is a web alias built only from such types; object literals and web interfaces are hand-written.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const coreDir = path.join(root, 'packages/core');
const API_CALLS = /^(api\.(get|post|put|patch|delete)|apiRequest)$/;
const PLAIN = new Set([
  ts.SyntaxKind.VoidKeyword,
  ts.SyntaxKind.UnknownKeyword,
  ts.SyntaxKind.NeverKeyword,
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.LiteralType,
]);

const configPath = path.join(webDir, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, webDir);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();

const isCore = (declaration) => {
  const file = declaration.getSourceFile().fileName;
  return file.startsWith(coreDir) || file.includes('node_modules/@gamesouq/core');
};

/** Why `node` is a hand-written reply type, or undefined when it is built from core types only. */
function handWritten(node, seen = new Set()) {
  if (PLAIN.has(node.kind)) return undefined;
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return 'an object type written here';
  if (ts.isArrayTypeNode(node)) return handWritten(node.elementType, seen);
  if (ts.isParenthesizedTypeNode(node)) return handWritten(node.type, seen);
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    for (const member of node.types) {
      const reason = handWritten(member, seen);
      if (reason) return reason;
    }
    return undefined;
  }
  if (ts.isIndexedAccessTypeNode(node)) return handWritten(node.objectType, seen);
  if (ts.isTypeReferenceNode(node)) {
    let symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    const name = node.typeName.getText();
    // Array<T>, Partial<T>, Omit<T, K>, Record<K, T>... name no reply of their own: their arguments decide.
    if (declaration?.getSourceFile().fileName.includes('/typescript/lib/')) {
      for (const argument of node.typeArguments ?? []) {
        const reason = handWritten(argument, seen);
        if (reason) return reason;
      }
      return undefined;
    }
    if (!declaration) return `${name}, which is not declared anywhere`;
    // The API client's own generic helpers pass their caller's type through.
    if (ts.isTypeParameterDeclaration(declaration)) return undefined;
    if (isCore(declaration)) return undefined;
    if (ts.isTypeAliasDeclaration(declaration) && !seen.has(declaration)) {
      seen.add(declaration);
      const reason = handWritten(declaration.type, seen);
      return reason ? `${name} (${path.relative(root, declaration.getSourceFile().fileName)}): ${reason}` : undefined;
    }
    return `${name}, declared in ${path.relative(root, declaration.getSourceFile().fileName)}`;
  }
  return `a ${ts.SyntaxKind[node.kind]}`;
}

const findings = [];
for (const file of program.getSourceFiles()) {
  if (!file.fileName.startsWith(path.join(webDir, 'src'))) continue;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.typeArguments?.length && API_CALLS.test(node.expression.getText(file))) {
      const reason = handWritten(node.typeArguments[0]);
      if (reason) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        findings.push(
          `${path.relative(root, file.fileName)}:${line + 1}  ${node.expression.getText(file)}<${node.typeArguments[0].getText(file)}>: ${reason}`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

for (const finding of findings) console.log(finding);
console.log(`${findings.length} API call${findings.length === 1 ? '' : 's'} with a hand-written reply type.`);
process.exit(findings.length ? 1 : 0);
