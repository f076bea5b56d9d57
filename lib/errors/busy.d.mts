export declare const BUSY_MESSAGE: string;
export declare const BUSY_RETRY_AFTER_SECONDS: number;
