export declare function selectorNeeds(selector: string): string[];
export declare function markupTokens(html: string): Set<string>;
export declare function cutStylesheet(css: string, tokens: Set<string>): string;
