export declare function decodeEntities(html: string): string;
