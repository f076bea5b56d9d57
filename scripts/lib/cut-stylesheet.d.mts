export declare function selectorNeeds(selector: string): string[];
export declare function markupTokens(html: string): Set<string>;
export declare function cutStylesheet(css: string, tokens: Set<string>): { css: string; rest: string };
export declare function restOfStylesheet(css: string, rest: string): string | undefined;
