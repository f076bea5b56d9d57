import { builtInJwks } from '@/lib/identity';

export const dynamic = 'force-dynamic';

/** The public key set of the built-in identity service's tokens. */
export async function GET(): Promise<Response> {
  return Response.json(await builtInJwks(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
