import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Small words that prose is made of and class names, keys and selectors are not. */
const FUNCTION_WORDS = new Set(
  "a an the to of and or is are was not no your you this that with for in on it be has have can could did does will from at by as only any all its it's was were".split(
    ' ',
  ),
);
const PROSE_CHARACTERS = /^[\p{L}\d\s.,:;!?'’"()…—–\-/]+$/u;

/** True for a string a person would read as an English sentence or phrase of three words or more. */
export function readsAsEnglish(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.includes(' ') || !PROSE_CHARACTERS.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).map((w) => w.replace(/^[("'’]+|[.,:;!?'’")…]+$/g, ''));
  const plain = words.filter((w) => /^[A-Za-z][a-z']*$/.test(w));
  return plain.length >= 3 && plain.some((w) => FUNCTION_WORDS.has(w.toLowerCase()));
}

/** Attributes whose values are names for code and style, never read by a person. */
const CODE_ATTRIBUTES = /^(class|className|id|for|key|type|role|name|autocomplete|data-[\w-]+)$/;

function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent))
    return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.test(parent.name.getText());
  return false;
}

export interface Literal {
  file: string;
  text: string;
}

/** Every string literal, template piece and JSX text of one script, with code positions left out. */
export function literalsOf(file: string, source: string): Literal[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      !isCodePosition(node)
    ) {
      found.push({ file, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The text between an HTML file's tags: titles and anything written straight into a page. */
export function htmlTexts(file: string, html: string): Literal[] {
  return [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/>([^<]+)</g)]
    .map((m) => ({ file, text: m[1] ?? '' }))
    .filter((l) => l.text.trim() !== '');
}

export function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

export const readText = (path: string) => readFileSync(path, 'utf8');
