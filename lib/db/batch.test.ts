import { groupCommit } from './batch';

describe('groupCommit', () => {
  it('writes everything submitted in one turn together and answers each item its own result', async () => {
    const groups: number[][] = [];
    const double = groupCommit(
      async (items: number[]) => {
        groups.push(items);
        return items.map((item) => item * 2);
      },
      { maxItems: 10 },
    );
    const results = await Promise.all([1, 2, 3].map(double));
    expect(results).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1, 2, 3]]);
    expect(await double(4)).toBe(8);
    expect(groups).toEqual([[1, 2, 3], [4]]);
  });

  it('never puts more than maxItems into one write', async () => {
    const sizes: number[] = [];
    const echo = groupCommit(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxItems: 4 },
    );
    expect(await Promise.all(Array.from({ length: 10 }, (_, index) => echo(index)))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('writes the items of a failed group one by one, so only the bad one fails', async () => {
    const write = jest.fn(async (items: string[]) => {
      if (items.includes('bad')) throw new Error('constraint violated');
      return items.map((item) => item.toUpperCase());
    });
    const upper = groupCommit(write, { maxItems: 10 });
    const outcomes = await Promise.allSettled(['a', 'bad', 'c'].map(upper));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('constraint violated') },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(write).toHaveBeenCalledTimes(4);
  });

  it('fails every item when a write answers the wrong number of results', async () => {
    const broken = groupCommit(async () => [] as number[], { maxItems: 10 });
    await expect(broken(1)).rejects.toThrow('wrong number of results');
  });
});
