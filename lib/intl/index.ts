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
