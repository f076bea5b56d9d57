export declare function withoutScripts(html: string): string;
export declare function throughElement(html: string, snippet: string | undefined): string | undefined;
export declare function firstScreen(html: string, snippet: string | undefined): string | undefined;
export declare function serveVariants(
  baseUrl: string,
  path: string,
  variants: Record<string, string>,
): Promise<{ url: (name: string) => string; close: () => Promise<unknown> }>;
