const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter for a locale and options, built once per process: building one costs more
 * than formatting with it (a new one per call was 5 % of a quote submission's server time), and
 * the time zone a caller passes is only known at the call.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A formatter built the first time it is used rather than when its module loads. The first Intl
 * formatter a browser tab builds costs 130 to 300 ms of a slowed phone CPU (its locale data is
 * set up then), and modules shared with the pages load on pages that never format anything.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
