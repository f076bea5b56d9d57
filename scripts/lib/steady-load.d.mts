type Latency = { p50: number; p99: number; max: number };

export declare function steadyLoad(options: {
  url: string;
  warmUpUrl: string;
  rate: number;
  seconds: number;
  nextRequest: () => { method: string; headers?: Record<string, string>; body?: string };
  connections?: number;
  timeoutMs?: number;
}): Promise<{
  sent: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  latency: Latency;
  latencyByStatus: Record<string, Latency>;
}>;
