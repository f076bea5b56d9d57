type Figures = { p50: number; p99: number; max: number; count: number };

/** autocannon's options and result, as far as the benchmarks and their tests use them. */
type Options = {
  url: string;
  connections?: number;
  amount?: number;
  duration?: number;
  [option: string]: unknown;
};
type Result = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  [figure: string]: unknown;
};

export declare function runOnKeptConnections(
  options: Options,
): Promise<Result & { kept: Figures; firstOnConnection: { count: number; max: number } }>;
