import 'server-only';
import { config, describeConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { removeAbandonedArtwork } from '@/lib/quotes';

const ARTWORK_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function startServer(): Promise<void> {
  for (const line of describeConfig()) console.info(`[config] ${line}`);
  const { kind } = await getDatabase();
  console.info(`[database] ${kind} ready, migrations applied`);
  const { productApi, storage } = config();
  if (productApi.kind === 'built-in' && storage.kind === 'local') sweepAbandonedArtworkHourly();
}

/** Files uploaded for quotes that were never sent would otherwise fill the disk. */
function sweepAbandonedArtworkHourly(): void {
  const sweep = () =>
    removeAbandonedArtwork().then(
      (removed) => {
        if (removed) console.info(`[storage] removed ${removed} abandoned upload(s)`);
      },
      (error: unknown) => console.error('[storage] removing abandoned uploads failed:', error),
    );
  void sweep();
  setInterval(sweep, ARTWORK_SWEEP_EVERY_MS).unref();
}
