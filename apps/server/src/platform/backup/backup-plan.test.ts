import { describe, expect, it } from 'vitest';
import {
  backupName,
  loadOrder,
  MANIFEST_FORMAT,
  ManifestSchema,
  migrationMismatch,
  qualifiedName,
  tableFile,
  tableMismatches,
} from './backup-plan.ts';

const table = (name: string, schema = 'public') => ({ schema, name });
const key = (from: string, to: string) => ({ from: table(from), to: table(to) });

describe('loadOrder', () => {
  it('loads every referenced table before the tables that refer to it', () => {
    const tables = ['settlement_events', 'settlement_applications', 'stored_files', 'tenants', 'users'].map(
      (name) => table(name),
    );
    const order = loadOrder(tables, [
      key('settlement_events', 'settlement_applications'),
      key('settlement_events', 'users'),
      key('settlement_applications', 'stored_files'),
      key('settlement_applications', 'tenants'),
      key('settlement_applications', 'users'),
    ]).map((entry) => entry.name);
    expect(order).toEqual([
      'stored_files',
      'tenants',
      'users',
      'settlement_applications',
      'settlement_events',
    ]);
  });

  it('keeps tables without keys in name order across schemas, and ignores keys to tables outside the list', () => {
    const order = loadOrder(
      [table('migrations', 'graphile_worker'), table('news'), table('__drizzle_migrations', 'drizzle')],
      [{ from: table('news'), to: table('somewhere', 'other') }],
    );
    expect(order.map(qualifiedName)).toEqual([
      'drizzle.__drizzle_migrations',
      'graphile_worker.migrations',
      'public.news',
    ]);
  });

  it('takes a table that refers to itself (one COPY checks its keys at the end)', () => {
    expect(
      loadOrder([table('comments'), table('users')], [key('comments', 'comments'), key('comments', 'users')]),
    ).toEqual([table('users'), table('comments')]);
  });

  it('refuses a cycle between tables by name', () => {
    expect(() => loadOrder([table('a'), table('b'), table('c')], [key('a', 'b'), key('b', 'a')])).toThrow(
      /public\.a, public\.b/,
    );
  });
});

describe('migrationMismatch', () => {
  const first = { hash: 'aa', createdAt: '1' };
  const second = { hash: 'bb', createdAt: '2' };

  it('accepts the same list', () => {
    expect(migrationMismatch([first, second], [first, second])).toBeUndefined();
  });

  it('refuses a backup older or newer than the code, and a changed migration', () => {
    expect(migrationMismatch([first], [first, second])).toMatch(/比本版本代码旧/);
    expect(migrationMismatch([first, second], [first])).toMatch(/本版本代码没有/);
    expect(migrationMismatch([first, { ...second, hash: 'cc' }], [first, second])).toMatch(
      /第 2 个数据库迁移/,
    );
  });
});

describe('tableMismatches', () => {
  it('names tables missing on either side and columns that differ, and accepts another column order', () => {
    const backup = [
      { ...table('users'), columns: ['id', 'name'] },
      { ...table('news'), columns: ['id', 'title'] },
      { ...table('gone'), columns: ['id'] },
    ];
    const target = [
      { ...table('users'), columns: ['name', 'id'] },
      { ...table('news'), columns: ['id', 'title', 'summary'] },
      { ...table('added'), columns: ['id'] },
    ];
    expect(tableMismatches(backup, target)).toEqual([
      '表 public.news 的列不同：备份 (id, title)，目标 (id, title, summary)',
      '目标库缺少表 public.gone',
      '备份中没有目标库的表 public.added',
    ]);
    expect(tableMismatches(backup.slice(0, 1), target.slice(0, 1))).toEqual([]);
  });
});

describe('manifest', () => {
  const manifest = {
    format: MANIFEST_FORMAT,
    createdAt: '2026-05-17T06:30:12.000Z',
    serverVersion: '18.4',
    migrations: { drizzle: [{ hash: 'aa', createdAt: '1' }], graphileWorker: [1, 2] },
    tables: [
      {
        ...table('users'),
        columns: ['id'],
        rows: 2,
        file: tableFile(table('users')),
        sha256: 'a'.repeat(64),
      },
    ],
    sequences: [{ ...table('audit_trail_id_seq'), lastValue: '12', isCalled: true }],
    storage: 'local',
    files: [{ path: 'files/private/licence/202605/x.jpg', size: 3, sha256: 'b'.repeat(64) }],
  };

  it('reads what a backup writes', () => {
    expect(ManifestSchema.parse(manifest)).toEqual(manifest);
    expect(tableFile(table('_private_jobs', 'graphile_worker'))).toBe(
      'database/graphile_worker._private_jobs.copy.gz',
    );
  });

  it('refuses a file path that would land outside DATA_DIR/files, uploads or keys', () => {
    for (const path of [
      '../etc/passwd',
      'files/../../x',
      '/etc/passwd',
      'postgres/base/1',
      'keys//x',
      'files\\..\\x',
    ]) {
      const tampered = { ...manifest, files: [{ ...manifest.files[0], path }] };
      expect(ManifestSchema.safeParse(tampered).success, path).toBe(false);
    }
  });
});

describe('backupName', () => {
  it('is the local date and time, sortable', () => {
    expect(backupName(new Date(2026, 4, 7, 9, 3, 5))).toBe('rrsp-20260507-090305');
  });
});
