import { describe, expect, it } from 'vitest';
import { clampQuality, jpegNameOf, needsCompression, scaledSize } from './image.ts';

describe('scaledSize', () => {
  it('scales the longest edge down to the limit and keeps the aspect ratio', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize({ width: 3000, height: 4000 }, 2000)).toEqual({ width: 1500, height: 2000 });
  });

  it('rounds to whole pixels and never reaches zero', () => {
    expect(scaledSize({ width: 4033, height: 3025 }, 1000)).toEqual({ width: 1000, height: 750 });
    expect(scaledSize({ width: 10_000, height: 3 }, 100)).toEqual({ width: 100, height: 1 });
  });

  it('never scales up', () => {
    expect(scaledSize({ width: 800, height: 600 }, 2000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize({ width: 2000, height: 2000 }, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it('answers 0×0 for an image without size', () => {
    expect(scaledSize({ width: 0, height: 600 }, 2000)).toEqual({ width: 0, height: 0 });
    expect(scaledSize({ width: Number.NaN, height: 600 }, 2000)).toEqual({ width: 0, height: 0 });
  });
});

describe('needsCompression', () => {
  it('leaves small images with small edges alone', () => {
    expect(needsCompression(300_000, { width: 1600, height: 1200 })).toBe(false);
  });

  it('compresses files over the byte threshold or over the edge limit', () => {
    expect(needsCompression(3_000_000, { width: 1600, height: 1200 })).toBe(true);
    expect(needsCompression(300_000, { width: 4000, height: 3000 })).toBe(true);
    expect(needsCompression(300_000, { width: 1600, height: 1200 }, { maxEdge: 1000 })).toBe(true);
    expect(needsCompression(300_000, { width: 800, height: 600 }, { skipBelowBytes: 100_000 })).toBe(true);
  });
});

describe('clampQuality and jpegNameOf', () => {
  it('keeps the JPEG quality within what canvas accepts', () => {
    expect(clampQuality(0.8)).toBe(0.8);
    expect(clampQuality(5)).toBe(1);
    expect(clampQuality(0)).toBe(0.1);
    expect(clampQuality(Number.NaN)).toBe(0.85);
  });

  it('renames the file to .jpg', () => {
    expect(jpegNameOf('身份证正面.png')).toBe('身份证正面.jpg');
    expect(jpegNameOf('scan.final.webp')).toBe('scan.final.jpg');
    expect(jpegNameOf('photo')).toBe('photo.jpg');
    expect(jpegNameOf('')).toBe('image.jpg');
  });
});
