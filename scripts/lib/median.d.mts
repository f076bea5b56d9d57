export declare function median(values: readonly number[]): number;
export declare function latencyFigures(values: number[]): { p50: number; p99: number; max: number };
