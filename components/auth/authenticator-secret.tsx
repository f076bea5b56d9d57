'use client';

import { useEffect, useState } from 'react';

/** The secret in groups of four, as authenticator apps ask for it when typed by hand; lines break between groups. */
function groups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [secret];
}

/**
 * A new authenticator's secret: a QR code of its otpauth URI to scan, and the secret as text
 * for typing. The QR library loads only here, when someone adds an authenticator.
 */
export function AuthenticatorSecret({ secret, uri }: { secret: string; uri: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toString }) => toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((rendered) => current && setSvg(rendered))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row">
      <div
        role="img"
        aria-label="QR code to scan with your authenticator app"
        className="h-44 w-44 shrink-0 rounded-md border border-slate-200 bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
        // The SVG is the QR library's own output for our URI: markup we generated, not user input.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <div className="min-w-0 space-y-2 text-sm text-slate-700">
        <p>Scan the QR code with your authenticator app, or enter this key in it by hand:</p>
        <p>
          <code
            data-testid="authenticator-secret"
            className="inline-block rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider text-slate-900"
          >
            {groups(secret).join(' ')}
          </code>
        </p>
        <p>Then type the 6-digit code the app shows.</p>
      </div>
    </div>
  );
}
