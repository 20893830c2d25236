export declare function runningChromiumVersion(path?: string): Promise<string>;
export declare function recordedChromiumVersion(): Promise<string | null>;
