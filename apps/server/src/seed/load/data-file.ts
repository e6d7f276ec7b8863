import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** A data file the seed refuses. The message names the file and the field, so whoever edited it knows where to look. */
export class SeedDataError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`演示数据 ${file}${field ? ` 的 ${field}` : ''}：${detail}`);
    this.name = 'SeedDataError';
  }
}

/** A file under the data root, with the name it is shown by in messages (data/news/01-….md). */
export interface DataFile {
  path: string;
  shown: string;
}

export const dataFile = (root: string, relative: string): DataFile => ({
  path: path.join(root, relative),
  shown: `data/${relative.split(path.sep).join('/')}`,
});

// The seed may run before the app has set zod's locale, and its readers are Chinese-speaking editors.
const chinese = z.locales.zhCN().localeError;

/** `products[3].price`: the path of a field the way it reads in the file. */
export const fieldPath = (keys: readonly PropertyKey[]): string =>
  keys
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');

export const validate = <S extends z.ZodType>(schema: S, value: unknown, file: DataFile): z.output<S> => {
  const result = schema.safeParse(value, { error: chinese });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new SeedDataError(file.shown, fieldPath(issue?.path ?? []), issue?.message ?? '格式不正确');
};

const readText = async (file: DataFile): Promise<string> => {
  try {
    return (await fs.readFile(file.path, 'utf8')).replaceAll('\r\n', '\n');
  } catch (error) {
    throw new SeedDataError(file.shown, '', `无法读取（${(error as NodeJS.ErrnoException).code ?? error}）`);
  }
};

export const readJson = async <S extends z.ZodType>(file: DataFile, schema: S): Promise<z.output<S>> => {
  const text = await readText(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SeedDataError(file.shown, '', `不是合法的 JSON（${(error as Error).message}）`);
  }
  return validate(schema, value, file);
};

export interface MarkdownFile<T> {
  file: DataFile;
  front: T;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

export const readMarkdown = async <S extends z.ZodType>(
  file: DataFile,
  schema: S,
): Promise<MarkdownFile<z.output<S>>> => {
  const match = FRONT_MATTER.exec(await readText(file));
  if (!match)
    throw new SeedDataError(file.shown, '', '应以 --- 包围的 YAML 头信息开始，其后是 Markdown 正文');
  let front: unknown;
  try {
    front = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new SeedDataError(file.shown, '', `YAML 头信息有误（${(error as Error).message}）`);
  }
  const body = (match[2] ?? '').trim();
  if (!body) throw new SeedDataError(file.shown, '正文', '不能为空');
  return { file, front: validate(schema, front, file), body };
};

/** The Markdown files of a folder in name order: the numeric prefix of each name is its place in the list. */
export const readMarkdownFolder = async <S extends z.ZodType>(
  root: string,
  folder: string,
  schema: S,
): Promise<MarkdownFile<z.output<S>>[]> => {
  const names = await fs.readdir(path.join(root, folder)).catch((error: NodeJS.ErrnoException) => {
    throw new SeedDataError(
      dataFile(root, folder).shown,
      '',
      `无法读取目录（${error.code ?? error.message}）`,
    );
  });
  const markdown = names.filter((name) => name.endsWith('.md')).sort();
  if (markdown.length === 0) throw new SeedDataError(dataFile(root, folder).shown, '', '目录中没有 .md 文件');
  return Promise.all(markdown.map((name) => readMarkdown(dataFile(root, path.join(folder, name)), schema)));
};
