export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  match: RegExp;
}
export interface HeaderRule {
  path: string;
  match: RegExp;
  /** A null value detaches the header (`! Name`). */
  headers: [string, string | null][];
}
export declare function parseRedirects(text: string): RedirectRule[];
export declare function parseHeaders(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export declare function redirectFor(
  rules: RedirectRule[],
  pathname: string,
): RedirectRule | undefined;
export declare function createSiteServer(root: string): Promise<import('node:http').Server>;
