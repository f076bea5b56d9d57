import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { POST } from '@/app/api/internal/revalidate/route';
import {
  cacheTags,
  currentRevisions,
  movedTags,
  publishChange,
  revisionOf,
  tagsToExpire,
  withOneRevisionReading,
} from './server';

describeWithDatabase('published changes', (database) => {
  it('raise the revision of each tag every time, and only of the tags named', async () => {
    await publishChange(['deals']);
    await publishChange(['deals', 'prices']);
    await Promise.all(Array.from({ length: 10 }, () => publishChange(['prices'])));
    const revisions = await currentRevisions(database().db);
    expect(revisions.get('deals')).toBe(2);
    expect(revisions.get('prices')).toBe(11);
    expect(revisions.has('catalogue')).toBe(false);
  });
});

describeWithDatabase('revisions read once per request', (database) => {
  it('answers one reading within a request, and the change published meanwhile in the next', async () => {
    const { db } = database();
    await publishChange(['prices'], db);
    const seen = await withOneRevisionReading(async () => {
      const first = await revisionOf('prices', db);
      await publishChange(['prices', 'deals'], db);
      return [first, await revisionOf('prices', db), await revisionOf('deals', db)];
    });
    expect(seen).toEqual([1, 1, 0]);
    expect(await withOneRevisionReading(() => revisionOf('prices', db))).toBe(2);
    // Outside a request, every call reads afresh.
    await publishChange(['deals'], db);
    expect(await revisionOf('deals', db)).toBe(2);
    expect(await revisionOf('catalogue', db)).toBe(0);
  });

  it('reads the revisions once per request, however often it asks', async () => {
    const { db } = database();
    await publishChange(['prices', 'deals'], db);
    const reads = jest.spyOn(db, 'select');
    const request = () =>
      withOneRevisionReading(async () => [
        await revisionOf('prices', db),
        await revisionOf('deals', db),
        await revisionOf('prices', db),
      ]);
    const answers = await Promise.all(Array.from({ length: 5 }, request));
    expect(reads).toHaveBeenCalledTimes(5);
    reads.mockRestore();
    const now = await currentRevisions(db);
    expect(answers).toEqual(Array(5).fill([now.get('prices'), now.get('deals'), now.get('prices')]));
  });
});

describe('movedTags', () => {
  it('names every tag at the first look, published or not, then only the tags whose revision moved', () => {
    const first = new Map([
      ['deals', 2],
      ['prices', 5],
    ]);
    // Pages an earlier run rendered from another database (a fresh start) are expired too.
    expect(movedTags(undefined, new Map()).sort()).toEqual(Object.values(cacheTags).sort());
    expect(movedTags(undefined, first).sort()).toEqual(Object.values(cacheTags).sort());
    expect(movedTags(first, new Map(first))).toEqual([]);
    expect(movedTags(first, new Map([...first, ['prices', 6]]))).toEqual(['prices']);
    expect(movedTags(first, new Map([...first, ['catalogue', 1]]))).toEqual(['catalogue']);
  });
});

describe('tagsToExpire', () => {
  it('expires a moved tag at the look that sees it move and once more at the next, then no more', () => {
    expect(tagsToExpire(['reviews'], [])).toEqual(['reviews']);
    expect(tagsToExpire([], ['reviews'])).toEqual(['reviews']);
    expect(tagsToExpire([], [])).toEqual([]);
    expect(tagsToExpire(['prices', 'reviews'], ['reviews', 'deals'])).toEqual(['prices', 'reviews', 'deals']);
  });
});

describe('POST /api/internal/revalidate', () => {
  it('is an unknown path to anyone but the server itself, whatever they send', async () => {
    for (const authorization of [undefined, 'Bearer guess', 'Bearer ']) {
      const response = await POST(
        jsonRequest(
          '/api/internal/revalidate',
          { tags: ['deals'] },
          {
            origin: null,
            headers: authorization ? { authorization } : {},
          },
        ),
        undefined,
      );
      expect(response.status).toBe(404);
    }
  });
});
