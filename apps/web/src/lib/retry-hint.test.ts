import { describe, expect, it } from 'vitest';
import { withRetryHint } from './retry-hint.ts';

describe('retry hint after an error sentence', () => {
  it('joins the sentence and the hint with the punctuation the sentence lacks', () => {
    expect(withRetryHint('服务暂时不可用')).toBe('服务暂时不可用，请稍后重试。');
    expect(withRetryHint('网络异常。')).toBe('网络异常。请稍后重试。');
  });

  it('says something useful when the server gave no sentence', () => {
    expect(withRetryHint('  ')).toBe('网络不稳定或服务暂时繁忙，请稍后重试。');
  });
});
