import { describe, expect, it } from 'vitest';
import { asCover, imageFileProblem, takeWithinLimit } from './image-files.ts';

describe('pictures of a product or a service', () => {
  it('takes common photo formats up to 5 MB, and says why not otherwise', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/webp', size: 1024 })).toBeUndefined();
    expect(imageFileProblem({ type: 'application/pdf', size: 1024 })).toBe(
      '仅支持 JPG、PNG、WebP、GIF 格式的图片',
    );
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/不能超过 5 MB/);
  });

  it('keeps to six pictures, taking the files in the order chosen', () => {
    expect(takeWithinLimit(['a', 'b', 'c'], 4, 6)).toEqual({ accepted: ['a', 'b'], dropped: ['c'] });
    expect(takeWithinLimit(['a'], 6, 6)).toEqual({ accepted: [], dropped: ['a'] });
    expect(takeWithinLimit(['a', 'b'], 0, 6)).toEqual({ accepted: ['a', 'b'], dropped: [] });
    expect(takeWithinLimit(['a'], 9, 6)).toEqual({ accepted: [], dropped: ['a'] });
  });

  it('moves the chosen picture to the front as the cover, keeping the others in order', () => {
    expect(asCover(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(asCover(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(asCover(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});
