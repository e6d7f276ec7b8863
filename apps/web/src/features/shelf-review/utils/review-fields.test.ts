import type { ShelfReviewField } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { fieldLabelsOf, hasListedVersion } from './review-fields.ts';

const field = (change: Partial<ShelfReviewField>): ShelfReviewField => ({
  field: 'name',
  label: '服务名称',
  value: '稻田无人机植保',
  listedValue: null,
  changed: false,
  ...change,
});

describe('the fields of an item under review', () => {
  it('compares with the shelf for an edit, or whenever a listed value is there', () => {
    expect(hasListedVersion({ isEdit: true, fields: [field({})] })).toBe(true);
    expect(hasListedVersion({ isEdit: false, fields: [field({})] })).toBe(false);
    expect(hasListedVersion({ isEdit: false, fields: [field({ listedValue: '旧名称' })] })).toBe(true);
    expect(
      hasListedVersion({
        isEdit: false,
        fields: [field({ field: 'images', listedImages: ['/files/a.jpg'] })],
      }),
    ).toBe(true);
    expect(hasListedVersion({ isEdit: false, fields: [field({ listedImages: [] })] })).toBe(false);
  });

  it('names the log’s fields by the labels the server gave them', () => {
    const labelOf = fieldLabelsOf({ fields: [field({}), field({ field: 'unit', label: '计价单位' })] });
    expect(labelOf('unit')).toBe('计价单位');
    expect(labelOf('name')).toBe('服务名称');
    expect(labelOf('tenantId')).toBeUndefined();
  });
});
