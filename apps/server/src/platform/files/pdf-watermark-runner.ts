import { Worker } from 'node:worker_threads';
import { PdfRefused } from './pdf-watermark.ts';
import type { PdfThreadAnswer } from './pdf-watermark-thread.ts';

/**
 * What one PDF may make the server hold while it is read and drawn: a few megabytes of PDF can inflate to gigabytes
 * (pdf-lib decodes every object stream as it loads, with no limit of its own), so the work runs in a thread of its own
 * that is stopped when the process has grown by this much since it started, or after PDF_TIME_LIMIT_MS.
 */
export const PDF_MEMORY_LIMIT_BYTES = 256 * 1024 * 1024;
export const PDF_TIME_LIMIT_MS = 30_000;
const WATCH_EVERY_MS = 20;

const THREAD = new URL('./pdf-watermark-thread.ts', import.meta.url).href;
/** A worker does not inherit the `--import tsx` of its process: it registers tsx itself, then loads the thread. */
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD)}); })`;

let renders = 0;

/** How many PDF copies this process has drawn: a test's proof that a view draws none. */
export const pdfWatermarkRenderCount = () => renders;

const drawInThread = (bytes: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // the process's resident memory: the thread's buffers are outside the main isolate's own accounting
    const baseline = process.memoryUsage.rss();
    const started = Date.now();
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_LIMIT_BYTES / 1024 / 1024 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      void worker.terminate();
      outcome();
    };
    const watch = setInterval(() => {
      const grown = process.memoryUsage.rss() - baseline;
      if (grown > PDF_MEMORY_LIMIT_BYTES || Date.now() - started > PDF_TIME_LIMIT_MS) {
        settle(() => reject(new PdfRefused('too-large')));
      }
    }, WATCH_EVERY_MS);
    worker.once('message', (answer: PdfThreadAnswer) =>
      settle(() => {
        if ('refusal' in answer) return reject(new PdfRefused(answer.refusal, answer.pages));
        renders += 1;
        resolve(Buffer.from(answer.copy.buffer, answer.copy.byteOffset, answer.copy.byteLength));
      }),
    );
    // out of memory is the file's doing; any other end of the thread without an answer is taken as a file pdf-lib
    // cannot read (a bug of ours would show the same way, and is logged by the caller's refusal count)
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(new PdfRefused(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable')),
      ),
    );
    worker.once('exit', () => settle(() => reject(new PdfRefused('unreadable'))));
  });

/**
 * One PDF at a time per process, so their threads' memory does not add up; a few may wait their turn, and more are
 * refused at once rather than held (each waiting upload keeps its request and up to 10 MB) behind a slow file.
 */
export const PDF_MAX_WAITING = 4;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * Draws "仅限本平台审核使用" across every page of a PDF certificate (pdf-watermark.ts) in a bounded thread, once, at
 * upload (docs/decisions/031). Refuses with PdfRefused what that refuses, a PDF that outgrows the bounds above, and
 * one that finds PDF_MAX_WAITING others waiting.
 */
export const watermarkPdf = (bytes: Buffer): Promise<Buffer> => {
  if (waiting >= PDF_MAX_WAITING) return Promise.reject(new PdfRefused('busy'));
  waiting += 1;
  const turn = queue.then(() => {
    waiting -= 1;
    return drawInThread(bytes);
  });
  queue = turn.catch(() => undefined);
  return turn;
};
