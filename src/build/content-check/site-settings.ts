import ts from 'typescript';

/** One text value in the settings file, with where it is written. */
export interface SiteSetting {
  /** Where it sits in `site`: `links.profiles[0].url`. */
  path: string;
  value: string;
  line: number;
  column: number;
  /** The comment above it says PLACEHOLDER: the value is not real yet. */
  markedPlaceholder: boolean;
}

export interface SiteSettings {
  /** The settings as plain data, for resolving `{site.x.y}` in pages. */
  value: Record<string, unknown>;
  /** Every text value, in file order. */
  strings: SiteSetting[];
}

/**
 * Reads content/site.ts without running it: the `site` object's literal values and where each one is, so
 * a check can point at the exact line of a placeholder URL.
 */
export function readSiteSettings(source: string, fileName = 'site.ts'): SiteSettings {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const strings: SiteSetting[] = [];
  let value: Record<string, unknown> = {};

  const toValue = (node: ts.Expression, path: string, comment: string): unknown => {
    while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      strings.push({ path, value: node.text, line: line + 1, column: character + 1, markedPlaceholder: /PLACEHOLDER/.test(comment) });
      return node.text;
    }
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.map((element, index) => toValue(element, `${path}[${index}]`, ''));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = property.name.getText(sourceFile).replace(/^['"]|['"]$/g, '');
        const leading = ts.getLeadingCommentRanges(source, property.getFullStart()) ?? [];
        const text = leading.map((range) => source.slice(range.pos, range.end)).join('\n');
        object[key] = toValue(property.initializer, path ? `${path}.${key}` : key, text);
      }
      return object;
    }
    return undefined;
  };

  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'site' && declaration.initializer) {
        value = (toValue(declaration.initializer, '', '') as Record<string, unknown>) ?? {};
      }
    }
  }
  return { value, strings };
}
