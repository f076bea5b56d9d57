import { eq, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { listTaxRates, orderTaxRule, removeTaxRate, setTaxRate, shopTaxRates } from '@/lib/tax/server';
import { cacheTags, publishChange, withOneRevisionReading } from '@/lib/site-cache/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { refusal } from '@/tests/helpers/refusals';

const at = new Date('2026-11-25T12:00:00-08:00');

describeWithDatabase('the shop tax rates', () => {
  beforeEach(async () => {
    const { db } = await getDatabase();
    await db.delete(tables.taxRates);
    // A change of the rates like any other: this process's copy of them is read again.
    await publishChange([cacheTags.taxRates]);
  });

  it('seeds California at 7.75 % once, however many first reads race', async () => {
    const reads = await Promise.all(Array.from({ length: 10 }, () => listTaxRates()));
    for (const rows of reads) {
      expect(rows.map((row) => [row.state, row.ratePpm, row.updatedBy])).toEqual([['CA', 77_500, 'seed']]);
    }
    expect(await shopTaxRates()).toEqual({ CA: 77_500 });
  });

  it('keeps a rate staff changed: the seed never overwrites it', async () => {
    await setTaxRate({ state: 'CA', ratePpm: 80_000, staffEmail: 'sam@example.com' });
    await setTaxRate({ state: 'NV', ratePpm: 82_500, staffEmail: 'sam@example.com' });
    const rows = await listTaxRates();
    expect(rows.map((row) => [row.state, row.ratePpm, row.updatedBy])).toEqual([
      ['CA', 80_000, 'sam@example.com'],
      ['NV', 82_500, 'sam@example.com'],
    ]);
  });

  it('removes a state, but never the shop’s own, and says when there is nothing to remove', async () => {
    await setTaxRate({ state: 'NV', ratePpm: 82_500, staffEmail: 'sam@example.com' });
    await removeTaxRate('NV');
    expect(await shopTaxRates()).toEqual({ CA: 77_500 });
    const home = await refusal(removeTaxRate('CA'));
    expect(home.details.field).toBe('state');
    expect(home.message).toMatch(/California cannot be removed/);
    expect((await refusal(removeTaxRate('NV'))).message).toBe('Nevada has no tax rate.');
    expect(await shopTaxRates()).toEqual({ CA: 77_500 });
  });

  it('refuses a rate above 20 % in the database itself', async () => {
    const { db } = await getDatabase();
    await expect(
      db.execute(sql`insert into tax_rates (state, rate_ppm, updated_by) values ('TX', 200001, 'x')`),
    ).rejects.toThrow();
  });

  it('taxes an order by where it is sold: at the shop, or where it ships', async () => {
    await setTaxRate({ state: 'NV', ratePpm: 82_500, staffEmail: 'sam@example.com' });
    const guest = undefined;
    expect(await orderTaxRule({ account: guest, fulfillment: 'pickup', at })).toEqual({
      state: 'CA',
      ratePpm: 77_500,
    });
    expect(await orderTaxRule({ account: guest, fulfillment: 'dropoff', at })).toEqual({
      state: 'CA',
      ratePpm: 77_500,
    });
    expect(await orderTaxRule({ account: guest, fulfillment: 'ship', shippingState: 'NV', at })).toEqual({
      state: 'NV',
      ratePpm: 82_500,
    });
    expect(await orderTaxRule({ account: guest, fulfillment: 'ship', shippingState: 'TX', at })).toEqual({
      state: 'TX',
      ratePpm: 0,
    });
  });

  it('keeps the rates this process read until a change is published, then reads them again', async () => {
    const { db } = await getDatabase();
    expect(await shopTaxRates()).toEqual({ CA: 77_500 });
    // Written around setTaxRate, as another instance's change looks before its revision lands here.
    await db.update(tables.taxRates).set({ ratePpm: 80_000 }).where(eq(tables.taxRates.state, 'CA'));
    expect(await shopTaxRates()).toEqual({ CA: 77_500 });
    await publishChange([cacheTags.taxRates]);
    expect(await shopTaxRates()).toEqual({ CA: 80_000 });
    // A change made here is seen at once, inside a request that read the revisions before it.
    await withOneRevisionReading(async () => {
      expect(await shopTaxRates()).toEqual({ CA: 80_000 });
      await setTaxRate({ state: 'NV', ratePpm: 82_500, staffEmail: 'sam@example.com' });
      expect(await shopTaxRates()).toEqual({ CA: 80_000, NV: 82_500 });
    });
  });
});
