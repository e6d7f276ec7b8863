import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What Vite writes, in the parts the server fills: title, description, the root element, the noscript note. */
export const BUILT_INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="构建时的描述" />
    <title>乡村振兴服务平台</title>
    <script type="module" crossorigin src="/assets/index-Ab12cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56gh78.css">
  </head>
  <body>
    <noscript>本平台需要启用浏览器的 JavaScript 才能使用。</noscript>
    <div id="root"></div>
  </body>
</html>`;

/** A web app's build directory with that index.html and an empty assets folder, for the server's WEB_DIST. */
export const writeBuiltWebApp = async (prefix: string): Promise<string> => {
  const dist = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), BUILT_INDEX);
  return dist;
};
