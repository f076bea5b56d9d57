/** How many bytes `text` takes as the one-machine server sends it to a browser that takes Brotli. */
export declare function brotliLength(text: string): number;
