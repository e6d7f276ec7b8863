import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { unreadQueries } from './unread-queries.ts';

/** What a page drawn on the server still has to read after a pass (entry-server.tsx). */
describe('unreadQueries', () => {
  const read = async () => 'answer';

  it('lists the queries a pass asked for and nobody read, but not those a disabled observer holds back', async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    cache.build(client, { queryKey: ['asked'], queryFn: read });
    cache.build(client, { queryKey: ['off'], queryFn: read, enabled: false } as never);
    cache.build(client, { queryKey: ['off-by-rule'], queryFn: read, enabled: () => false } as never);
    cache.build(client, { queryKey: ['on-by-rule'], queryFn: read, enabled: () => true } as never);
    cache.build(client, { queryKey: ['no-reader'] });
    await client.fetchQuery({ queryKey: ['done'], queryFn: read });
    expect(unreadQueries(client).map((query) => query.queryKey[0])).toEqual(['asked', 'on-by-rule']);
  });
});
