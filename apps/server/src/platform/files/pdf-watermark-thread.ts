import { parentPort, workerData } from 'node:worker_threads';
import { drawPdfWatermark, type PdfRefusal, PdfRefused } from './pdf-watermark.ts';

/** What the thread sends back: the watermarked copy, or why the PDF was refused. */
export type PdfThreadAnswer = { copy: Uint8Array } | { refusal: PdfRefusal; pages: number };

const answerFor = async (bytes: Uint8Array): Promise<PdfThreadAnswer> => {
  try {
    return { copy: await drawPdfWatermark(bytes) };
  } catch (error) {
    return error instanceof PdfRefused
      ? { refusal: error.reason, pages: error.pages }
      : { refusal: 'unreadable', pages: 0 };
  }
};

const answer = await answerFor(workerData as Uint8Array);
parentPort?.postMessage(answer);
