export declare function staticImports(code: string): string[];
export declare function criticalModules(
  html: string,
  read: (url: string) => Promise<string>,
): Promise<string[]>;
export declare function addPreloads(dist?: string): Promise<void>;
