type Waiting<Item, Result> = {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit: one write is in flight at a time, and everything submitted meanwhile is
 * written together by the next one (at most `maxItems` per write). Under load, requests
 * share one transaction and one multi-row statement instead of queueing for a statement
 * each; alone, an item waits only for the current turn of the event loop to end. `write`
 * answers one result per item, in order.
 *
 * If a shared write fails, each of its items is written again on its own, so one bad item
 * cannot fail the others.
 */
export function groupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { maxItems }: { maxItems: number },
): (item: Item) => Promise<Result> {
  const waiting: Waiting<Item, Result>[] = [];
  let writing = false;

  async function settle(group: Waiting<Item, Result>[]): Promise<void> {
    let results: Result[];
    try {
      results = await write(group.map(({ item }) => item));
      if (results.length !== group.length)
        throw new Error('A group write answered the wrong number of results.');
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const one of group) await settle([one]);
      return;
    }
    group.forEach(({ resolve }, index) => resolve(results[index]!));
  }

  function writeNext(): void {
    if (writing || waiting.length === 0) return;
    writing = true;
    void settle(waiting.splice(0, maxItems)).finally(() => {
      writing = false;
      writeNext();
    });
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // Wait for the turn to end, so the requests that arrived with this one join it.
      if (waiting.length === 1) setImmediate(writeNext);
    });
}
