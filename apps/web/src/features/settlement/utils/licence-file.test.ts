import { describe, expect, it } from 'vitest';
import { formatFileSize, LICENCE_MAX_BYTES, licenceFileProblem } from './licence-file.ts';

describe('licenceFileProblem', () => {
  it('accepts JPG and PNG up to 10 MB', () => {
    expect(licenceFileProblem({ type: 'image/jpeg', size: 3_000_000 })).toBeUndefined();
    expect(licenceFileProblem({ type: 'image/png', size: LICENCE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other formats, PDF included', () => {
    expect(licenceFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/JPG、PNG/);
    expect(licenceFileProblem({ type: 'image/webp', size: 1000 })).toMatch(/JPG、PNG/);
  });

  it('refuses what is too large even after compression', () => {
    expect(licenceFileProblem({ type: 'image/jpeg', size: LICENCE_MAX_BYTES + 1 })).toMatch(/10 MB/);
  });
});

describe('formatFileSize', () => {
  it('reads as KB below a megabyte and MB above', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(356 * 1024)).toBe('356 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
