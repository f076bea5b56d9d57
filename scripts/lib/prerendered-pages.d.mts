export declare function withScriptsAfterMarkup(html: string): string;
export declare function withoutSheetCopies(html: string): string;
export declare function prerenderedPageAsSent(html: string): string;
